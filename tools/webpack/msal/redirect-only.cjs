// MSAL built for the shell's sign-in only: redirect sign-in, silent renewal (the refresh token, else
// MSAL's hidden iframe) and logout by redirect. MSAL's StandardController imports every client it
// might ever use, so webpack keeps all of them although the shell never calls most: the platform
// broker (Windows' WAM through a browser extension or the DOM API, ~9 KB gzip) and popup sign-in
// (~3 KB). Here those modules are swapped for the small ones beside this file at build time.
//
// Why it is safe: MSAL reaches the broker only when `system.allowPlatformBroker` is on (it is off
// by default, and MSAL refuses it with the OIDC protocol the dev idp uses); with it off, MSAL asks
// for no broker and every broker path is guarded by "a broker was found", so the stub answers what
// MSAL itself answers in a browser without one. Popups start only from loginPopup,
// acquireTokenPopup and logoutPopup, which the shell never calls. redirect-only.test.ts fails when
// the shell's code calls one of them or turns the broker on, and when MSAL moves or changes the
// modules replaced.
const path = require('node:path');

const ROOT = path.resolve(__dirname, '../../..');
const MSAL = path.dirname(require.resolve('@azure/msal-browser/package.json', { paths: [ROOT] }));

/** MSAL's module (under its dist/) -> the module built in its place. */
const REPLACED = {
  'broker/nativeBroker/PlatformAuthProvider.mjs': path.join(__dirname, 'no-platform-broker.mjs'),
  'interaction_client/PlatformAuthInteractionClient.mjs': path.join(__dirname, 'no-platform-broker-client.mjs'),
  'interaction_client/PopupClient.mjs': path.join(__dirname, 'no-popup-client.mjs'),
};

/** The webpack plugins that build MSAL's ESM modules with the replacements (matched on the resolved file). */
function msalRedirectOnly(webpack) {
  return Object.entries(REPLACED).map(
    ([file, replacement]) => new webpack.NormalModuleReplacementPlugin(new RegExp(`^${escape(path.join(MSAL, 'dist', file))}$`), replacement),
  );
}

function escape(text) {
  return text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
}

module.exports = { MSAL, REPLACED, msalRedirectOnly };
