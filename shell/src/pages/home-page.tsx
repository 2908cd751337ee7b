import { LoadingState, useAuth } from '@liftbook/shared';
import { mayBeSignedIn } from '../auth/signed-in-hint';
import { AUTHENTICATING } from '../routing/require-auth';
import { HomeTiles } from './home-tiles';
import { LandingPage } from './landing-page';

/**
 * "/": the landing page for visitors, tiles for signed-in users (only they see the tiles).
 * While sign-in starts (a moment, once MSAL's chunk arrives) a browser with no account paints
 * the landing page at once (its Log In waits for sign-in to be ready); one that holds an account
 * says "Authenticating..." rather than flashing the landing page at a returning lifter.
 */
export function HomePage({ product }: { product: string }) {
  const auth = useAuth();
  if (auth.status === 'authenticated') return <HomeTiles name={auth.user?.name} />;
  if (auth.status === 'loading' && mayBeSignedIn()) return <LoadingState text={AUTHENTICATING} />;
  return <LandingPage product={product} />;
}
