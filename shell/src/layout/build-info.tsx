import { useState, useSyncExternalStore } from 'react';
import type { RemoteBuildInfo, RemoteName } from '@liftbook/shared/contract';
import { useRemoteLoader } from '../remotes/remote-loader-context';
import styles from './build-info.module.css';

type Row = { app: string; info: RemoteBuildInfo | null; source: string };

let prerenderedBuild: string | null = null;
/** The build prerendering index.html (no document there): src/prerender.tsx. */
export function setPrerenderedBuild(build: string | null): void {
  prerenderedBuild = build;
}

/** The shell's own build, from the meta tag the build writes into index.html. */
export function shellBuild(): string {
  if (typeof document === 'undefined') return prerenderedBuild ?? 'development';
  return document.querySelector('meta[name="liftbook-build"]')?.getAttribute('content') ?? 'development';
}

async function readBuildInfo(manifestUrl: string): Promise<RemoteBuildInfo | null> {
  try {
    const response = await fetch(manifestUrl, { cache: 'no-cache' });
    if (!response.ok) return null;
    const manifest = (await response.json()) as { metaData?: { buildInfo?: Partial<RemoteBuildInfo> } };
    const b = manifest.metaData?.buildInfo;
    return b?.name && b.version && b.buildId ? { name: b.name, version: b.version, buildId: b.buildId } : null;
  } catch {
    return null;
  }
}

/** "What's running": opened on demand, reads each remote's manifest build info. */
export function BuildInfo() {
  const loader = useRemoteLoader();
  const { entries } = useSyncExternalStore(loader.subscribe, loader.getState, loader.getState);
  const [rows, setRows] = useState<Row[] | null>(null);

  const onToggle = (event: React.SyntheticEvent<HTMLDetailsElement>) => {
    if (!event.currentTarget.open || rows || !entries) return;
    const names = Object.keys(entries) as RemoteName[];
    void Promise.all(names.map(async (app) => ({ app, source: entries[app], info: await readBuildInfo(entries[app]) }))).then(setRows);
  };

  return (
    <details className={styles.build} onToggle={onToggle}>
      <summary>Build</summary>
      <dl className={styles.list}>
        <dt>shell</dt>
        <dd>{shellBuild()}</dd>
        {(rows ?? []).map((row) => (
          <div key={row.app} className={styles.row}>
            <dt>{row.app}</dt>
            <dd title={row.source}>{row.info ? `${row.info.name}@${row.info.version}+${row.info.buildId}` : 'unavailable'}</dd>
          </div>
        ))}
      </dl>
    </details>
  );
}
