// What the lifter always knows, in one strip under the navbar: that the
// app is offline (and, for what the screens show, when it was fetched), how many changes wait to
// sync, the changes the server refused ("Could not sync", each kept with Retry and Discard), and
// that a new version is ready (Reload, never by itself). It also asks the service worker to keep
// every area's files once the lifter is signed in.
import { useEffect, useRef, useSyncExternalStore } from 'react';
import { announce, Button, describeChange, discardChange, retryChange, useAuth, useOutboxStatus } from '@liftbook/shared';
import { useRemoteLoader } from '../remotes/remote-loader-context';
import { hostShares } from '../remotes/host-shares';
import { applyUpdate, useUpdateReady, warmRemotes } from '../service-worker/register';
import styles from './sync-status.module.css';

export const UPDATE_READY = 'A new version is ready';
export const OFFLINE = 'Offline';
export const COULD_NOT_SYNC = 'Could not sync';

export const ALL_SYNCED = 'All changes synced';
export const couldNotSyncText = (n: number) => `${COULD_NOT_SYNC}: ${n} ${n === 1 ? 'change' : 'changes'}`;

export const waitingText = (n: number) => `${n} ${n === 1 ? 'change' : 'changes'} waiting to sync`;

const fetchedAt = (ms: number) => new Date(ms).toLocaleString([], { month: 'short', day: 'numeric', hour: '2-digit', minute: '2-digit' });

function subscribeOnline(listener: () => void) {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
}

/** Whether the browser says it has a network, re-rendering when that changes. */
export function useOnline(): boolean {
  return useSyncExternalStore(
    subscribeOnline,
    () => navigator.onLine,
    () => true,
  );
}

/** After sign-in, once the remotes are known: every area's files are fetched for offline use. */
function useWarmRemotes() {
  const loader = useRemoteLoader();
  const signedIn = useAuth().status === 'authenticated';
  const remotes = useSyncExternalStore(
    loader.subscribe,
    () => loader.getState().entries,
    () => null,
  );
  useEffect(() => {
    if (signedIn && remotes) warmRemotes(Object.values(remotes), hostShares());
  }, [signedIn, remotes]);
}

/**
 * A sync's result, said through the live region: the strip's words change out of sight of the
 * lifter's focus. Waiting changes all sent, and a change newly refused, are announced once each.
 */
function useAnnounceSync(waiting: number, failed: number) {
  const before = useRef({ waiting, failed });
  useEffect(() => {
    const previous = before.current;
    before.current = { waiting, failed };
    if (failed > previous.failed) announce(couldNotSyncText(failed));
    else if (previous.waiting + previous.failed > 0 && waiting === 0 && failed === 0) announce(ALL_SYNCED);
  }, [waiting, failed]);
}

export function SyncStatus() {
  useWarmRemotes();
  const online = useOnline();
  const updateReady = useUpdateReady();
  const { waiting, failed, unreachable, savedCopySince } = useOutboxStatus();
  useAnnounceSync(waiting, failed.length);
  const offline = !online || unreachable;
  if (!offline && waiting === 0 && failed.length === 0 && !updateReady) return null;
  return (
    <div className={styles.strip}>
      {updateReady ? (
        <p className={styles.row} role="status">
          <span>{UPDATE_READY}</span>
          <Button size="sm" variant="secondary" onClick={applyUpdate}>
            Reload
          </Button>
        </p>
      ) : null}
      {offline || waiting > 0 ? (
        <p className={styles.row} role="status">
          {offline ? (
            <span className={styles.offline}>
              <span className={styles.dot} aria-hidden="true" />
              {OFFLINE}
            </span>
          ) : null}
          {waiting > 0 ? <span>{waitingText(waiting)}</span> : null}
          {offline && savedCopySince !== null ? <span className={styles.muted}>Showing what was fetched {fetchedAt(savedCopySince)}</span> : null}
        </p>
      ) : null}
      {failed.length > 0 ? (
        <section className={styles.failed} aria-labelledby="could-not-sync">
          <h2 id="could-not-sync" className={styles.heading}>
            {COULD_NOT_SYNC}
          </h2>
          <ul className={styles.list}>
            {failed.map((entry) => (
              <li key={entry.key} className={styles.item}>
                <span>
                  <strong>{describeChange(entry)}</strong>
                  <span className={styles.muted}> {entry.failure}</span>
                </span>
                <span className={styles.actions}>
                  <Button size="sm" variant="secondary" onClick={() => void retryChange(entry.key)} aria-label={`Retry: ${describeChange(entry)}`}>
                    Retry
                  </Button>
                  <Button size="sm" variant="ghost" onClick={() => void discardChange(entry.key)} aria-label={`Discard: ${describeChange(entry)}`}>
                    Discard
                  </Button>
                </span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
