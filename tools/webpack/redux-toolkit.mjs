// What the web apps share as "@reduxjs/toolkit" (tools/webpack/federation/shared-singletons.cjs,
// FACADES): the names the apps and Redux Toolkit's own query entries use, re-exported from its
// production ESM build so webpack drops the rest (the listener and dynamic middleware, the entity
// adapter, the matchers and helpers nobody calls). Shared whole, the package cost every page all
// of it.
//
// Every app must import from '@reduxjs/toolkit' only what is listed here, and so must
// redux-toolkit-query.mjs's and redux-toolkit-query-react.mjs's builds:
// tools/webpack/shared-facades.test.ts checks both. A name added here must reach the deployed
// shell before a remote release uses it (every remote gets the shell's copy at run time).
export {
  // The apps (shared/src/store)
  combineSlices,
  configureStore,
  // Redux Toolkit's query entries
  SHOULD_AUTOBATCH,
  combineReducers,
  createAction,
  createAsyncThunk,
  createNextState,
  createSelector,
  createSlice,
  formatProdErrorMessage,
  isAction,
  isAllOf,
  isAnyOf,
  isAsyncThunkAction,
  isFulfilled,
  isPending,
  isPlainObject,
  isRejected,
  isRejectedWithValue,
  nanoid,
  prepareAutoBatched,
} from 'liftbook-redux-toolkit-production';
