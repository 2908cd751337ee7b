// What the web apps share as "@reduxjs/toolkit/query/react" (tools/webpack/redux-toolkit.mjs says
// why): createApi with its React hooks, from RTK Query's production ESM build. Names the package
// re-exports from "@reduxjs/toolkit/query" come from that facade (redux-toolkit-query.mjs).
// tools/webpack/shared-facades.test.ts keeps the list complete.
export { createApi, fetchBaseQuery } from 'liftbook-redux-toolkit-query-react-production';
