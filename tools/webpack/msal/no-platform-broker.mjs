// Built in place of MSAL's broker/nativeBroker/PlatformAuthProvider.mjs (redirect-only.cjs says
// why): no platform broker is ever available, which is what MSAL finds in a browser without one.
export async function getPlatformAuthProvider() {
  return undefined;
}

export function isPlatformAuthAllowed() {
  return false;
}

export async function isPlatformBrokerAvailable() {
  return false;
}
