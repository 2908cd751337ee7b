import { useState, useSyncExternalStore } from 'react';
import { checkCompatibility, SHARED_VERSION } from '@liftbook/shared';
import type { RemoteBuildInfo, RemoteName } from '@liftbook/shared/contract';
import { fetchManifest } from '../remotes/manifest';
import { useRemoteLoader } from '../remotes/remote-loader-context';
import styles from './build-info.module.css';

type Row = { app: RemoteName; source: string; info: Partial<RemoteBuildInfo> | null; preview: boolean };

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

async function readBuildInfo(manifestUrl: string): Promise<Partial<RemoteBuildInfo> | null> {
  try {
    return (await fetchManifest(manifestUrl)).buildInfo;
  } catch {
    return null;
  }
}

/** "0.1.0 · release 0.1.0-20261123T101500-3fa8c2d1" (or the build id of a build that is no release). */
export function describeBuild(info: Partial<RemoteBuildInfo> | null): string {
  if (!info?.version) return 'unavailable';
  const which = info.releaseId ? `release ${info.releaseId}` : `build ${info.buildId ?? 'unknown'}`;
  return `${info.version} · ${which}`;
}

/**
 * "What's running": opened on demand, reads each remote's manifest as this tab uses
 * it, and says its version and release id, which one is a preview, and which needs an update.
 */
export function BuildInfo() {
  const loader = useRemoteLoader();
  const { entries, preview } = useSyncExternalStore(loader.subscribe, loader.getState, loader.getState);
  const [rows, setRows] = useState<Row[] | null>(null);

  const onToggle = (event: React.SyntheticEvent<HTMLDetailsElement>) => {
    if (!event.currentTarget.open || !entries) return;
    const names = Object.keys(entries) as RemoteName[];
    void Promise.all(
      names.map(async (app) => ({
        app,
        source: entries[app],
        info: await readBuildInfo(entries[app]),
        preview: preview?.accepted === true && preview.remote === app && preview.manifestUrl === entries[app],
      })),
    ).then(setRows);
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
            <dd title={row.source}>
              {describeBuild(row.info)}
              {row.preview ? <strong className={styles.mark}> · preview</strong> : null}
              {row.info && !checkCompatibility(SHARED_VERSION, row.info.sharedVersion).compatible ? (
                <strong className={styles.mark}> · needs an update</strong>
              ) : null}
            </dd>
          </div>
        ))}
      </dl>
    </details>
  );
}
