import { useRef } from 'react';
import { Outlet } from 'react-router';
import { ErrorBanner, LiveAnnouncer, useAuth } from '@liftbook/shared';
import { SyncStatus } from '../offline/sync-status';
import { PreviewBanner } from '../remotes/preview-banner';
import { BuildInfo } from './build-info';
import styles from './layout.module.css';
import { Navbar } from './navbar';
import { useRouteFocus } from './route-focus';

export function Layout({ title }: { title: string }) {
  const auth = useAuth();
  const main = useRef<HTMLElement>(null);
  useRouteFocus(main, title);
  return (
    <div className={styles.shell}>
      <Navbar title={title} />
      <PreviewBanner />
      <SyncStatus />
      <main className={styles.main} id="main" ref={main}>
        {/* docs/product.md §4: auth errors are retained and shown ("Login failed", "Get access token failed"). */}
        {auth.error ? (
          <div className={styles.notice}>
            <ErrorBanner message={auth.error} />
          </div>
        ) : null}
        <Outlet />
      </main>
      <footer className={styles.footer}>
        <span>{title} · Train, log, progress.</span>
        <BuildInfo />
      </footer>
      <LiveAnnouncer />
    </div>
  );
}
