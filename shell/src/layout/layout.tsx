import { Outlet } from 'react-router';
import { ErrorBanner, useAuth } from '@liftbook/shared';
import { PreviewBanner } from '../remotes/preview-banner';
import { BuildInfo } from './build-info';
import { Navbar } from './navbar';

export function Layout({ title }: { title: string }) {
  const auth = useAuth();
  return (
    <div className="shell">
      <Navbar title={title} />
      <PreviewBanner />
      <main className="shell-main" id="main">
        {/* Spec §4: auth errors are retained and shown ("Login failed", "Get access token failed"). */}
        {auth.error ? (
          <div className="shell-main__notice">
            <ErrorBanner message={auth.error} />
          </div>
        ) : null}
        <Outlet />
      </main>
      <footer className="shell-footer">
        <span>
          {title} · Train, log, progress.
        </span>
        <BuildInfo />
      </footer>
    </div>
  );
}
