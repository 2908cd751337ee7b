// Built in place of MSAL's interaction_client/PopupClient.mjs (redirect-only.cjs says why): only
// loginPopup, acquireTokenPopup and logoutPopup make one, and the shell signs in by redirect.
export class PopupClient {
  constructor() {
    throw new Error('Popup sign-in is left out of this build of MSAL (tools/webpack/msal/redirect-only.cjs): use the redirect flow');
  }
}
