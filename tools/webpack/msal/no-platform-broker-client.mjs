// Built in place of MSAL's interaction_client/PlatformAuthInteractionClient.mjs (redirect-only.cjs
// says why): MSAL makes one only once a platform broker was found, which never happens here.
export class PlatformAuthInteractionClient {
  constructor() {
    throw new Error('The platform broker is left out of this build of MSAL (tools/webpack/msal/redirect-only.cjs)');
  }
}
