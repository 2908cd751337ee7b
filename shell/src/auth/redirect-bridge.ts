// Entry of the shell's MSAL redirect bridge page (/redirect.html, MSAL 5): the identity provider
// redirects here with the authorization response; the bridge hands it to the page that started
// the sign-in (via sessionStorage, then navigates back there) and nothing else runs. Keep this
// entry tiny and serve the page WITHOUT a Cross-Origin-Opener-Policy header (it would cut the link).
import { broadcastResponseToMainFrame } from '@azure/msal-browser/redirect-bridge';

broadcastResponseToMainFrame().catch((error: unknown) => {
  // Opened without a response (a bookmark, a reload): nothing to hand over, go to the site.
  console.error('Sign-in response could not be handled', error);
  window.location.replace('/');
});
