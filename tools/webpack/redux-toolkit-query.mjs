// What the web apps share as "@reduxjs/toolkit/query" (tools/webpack/redux-toolkit.mjs says why):
// the names the apps and the query/react entry use, from RTK Query's production ESM build.
// tools/webpack/shared-facades.test.ts keeps the list complete.
export {
  // The apps (shared/src/store, shared/src/api through query/react)
  fetchBaseQuery,
  setupListeners,
  // RTK Query's react entry
  QueryStatus,
  buildCreateApi,
  copyWithStructuralSharing,
  coreModule,
  skipToken,
} from 'liftbook-redux-toolkit-query-production';
