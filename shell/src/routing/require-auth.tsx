import type { ReactNode } from 'react';
import { Button, LoadingState, useAuth } from '@liftbook/shared';
import { Icon } from '../app/icons';
import notice from '../app/notice.module.css';

/** docs/product.md §2: what a visitor sees while authentication loads (the auth gate, the home page, the prerender). */
export const AUTHENTICATING = 'Authenticating...';

/** docs/product.md §2: every page but home and 404 needs login. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const auth = useAuth();
  if (auth.status === 'loading') return <LoadingState text={AUTHENTICATING} />;
  if (auth.status !== 'authenticated') {
    return (
      <section className={`${notice.notice} lb-card`}>
        <div className={notice.icon}>
          <Icon name="lock" size={28} />
        </div>
        <h1 className={notice.title}>Authentication Required</h1>
        <p className={notice.text}>Please log in to access this page.</p>
        <Button onClick={() => void auth.login()}>Log In</Button>
      </section>
    );
  }
  return <>{children}</>;
}
