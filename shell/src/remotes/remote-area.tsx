import { useEffect, useState } from 'react';
import { Button, LoadingState } from '@liftbook/shared';
import type { AreaComponent, RemoteName } from '@liftbook/shared/contract';
import { Icon } from '../app/icons';
import notice from '../app/notice.module.css';
import { AreaErrorBoundary } from './area-error-boundary';
import { useRemoteLoader } from './remote-loader-context';
import { RemoteIncompatibleError, type AreaModule } from './remote-loader';

export interface RemoteAreaProps<N extends RemoteName> {
  remote: N;
  module: AreaModule<N>;
  /** The area's name as the navbar says it ("Goals"). */
  label: string;
}

type LoadState = { status: 'loading' } | { status: 'ready'; Area: AreaComponent } | { status: 'failed' } | { status: 'incompatible' };

/** The remote was built for another version of shared: nothing to retry until it is redeployed. */
export function AreaNeedsUpdate({ label }: { label: string }) {
  return (
    <section className={`${notice.notice} lb-card`} role="alert" aria-labelledby="area-update-title">
      <div className={`${notice.icon} ${notice.iconWarning}`}>
        <Icon name="warning" size={28} />
      </div>
      <h1 id="area-update-title" className={notice.title}>
        This area needs an update
      </h1>
      <p className={notice.text}>{label} was built for another version of Liftbook and cannot open here. The rest of the app still works.</p>
    </section>
  );
}

export function AreaFallback({ label, onRetry, busy = false }: { label: string; onRetry: () => void; busy?: boolean }) {
  return (
    <section className={`${notice.notice} lb-card`} role="alert" aria-labelledby="area-fallback-title">
      <div className={`${notice.icon} ${notice.iconWarning}`}>
        <Icon name="warning" size={28} />
      </div>
      <h1 id="area-fallback-title" className={notice.title}>
        This area could not be loaded
      </h1>
      <p className={notice.text}>{label} is not available right now. The rest of the app still works; check your connection and try again.</p>
      <Button onClick={onRetry} busy={busy} busyLabel="Retrying...">
        Retry
      </Button>
    </section>
  );
}

/** Mounts one exposed area of a remote, loading it on first visit, with fallback and Retry. */
export function RemoteArea<N extends RemoteName>({ remote, module, label }: RemoteAreaProps<N>) {
  const loader = useRemoteLoader();
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<LoadState>(() => {
    const Area = loader.peek(remote, module);
    return Area ? { status: 'ready', Area } : { status: 'loading' };
  });

  useEffect(() => {
    const Area = loader.peek(remote, module);
    if (Area) {
      setState({ status: 'ready', Area });
      return;
    }
    let current = true;
    setState({ status: 'loading' });
    loader.load(remote, module, { fresh: attempt > 0 }).then(
      (Loaded) => current && setState({ status: 'ready', Area: Loaded }),
      (error: unknown) => {
        console.error(`${label} (${remote} ${module}) failed to load`, error);
        if (current) setState({ status: error instanceof RemoteIncompatibleError ? 'incompatible' : 'failed' });
      },
    );
    return () => {
      current = false;
    };
  }, [loader, remote, module, label, attempt]);

  const retry = () => setAttempt((n) => n + 1);

  if (state.status === 'incompatible') return <AreaNeedsUpdate label={label} />;
  if (state.status === 'failed') return <AreaFallback label={label} onRetry={retry} />;
  if (state.status === 'loading') return <LoadingState text={`Opening ${label}...`} />;
  const { Area } = state;
  return (
    <AreaErrorBoundary key={attempt} fallback={(reset) => <AreaFallback label={label} onRetry={reset} />}>
      <Area />
    </AreaErrorBoundary>
  );
}
