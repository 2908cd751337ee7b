// What the web apps share as "react-redux" (tools/webpack/redux-toolkit.mjs says why): the
// Provider and hooks the apps use and what RTK Query's react entry imports, from react-redux's
// ESM build; connect() and the hook factories, which nothing calls, are left out.
// tools/webpack/shared-facades.test.ts keeps the list complete.
export {
  // The apps (shell, shared)
  Provider,
  useDispatch,
  useSelector,
  useStore,
  // RTK Query's react entry
  ReactReduxContext,
  batch,
  shallowEqual,
} from 'liftbook-react-redux-production';
