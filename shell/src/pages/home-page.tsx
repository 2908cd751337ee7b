import { LoadingState, useAuth } from '@liftbook/shared';
import { HomeTiles } from './home-tiles';
import { LandingPage } from './landing-page';

/**
 * "/": the landing page for visitors, tiles for signed-in users (only they see the tiles).
 * While sign-in starts (a moment, once MSAL's chunk arrives) it says so rather than flashing the
 * landing page at returning lifters, who are most of the traffic.
 */
export function HomePage({ product }: { product: string }) {
  const auth = useAuth();
  if (auth.status === 'authenticated') return <HomeTiles name={auth.user?.name} />;
  if (auth.status === 'loading') return <LoadingState text="Authenticating..." />;
  return <LandingPage product={product} />;
}
