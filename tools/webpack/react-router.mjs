// What the web apps share as "react-router" (tools/webpack/federation-preset.cjs): the declarative
// router's components, hooks and helpers, re-exported from react-router's production build.
//
// Why: Module Federation shares a singleton whole (nothing of it is tree-shaken, since any remote
// might use any export), and react-router 7 also holds the data routers, server rendering, RSC,
// sessions and cookies, none of which Liftbook uses: about 61 KB gzip on the landing page. Sharing
// this module instead lets webpack drop the rest (react-router has "sideEffects": false).
//
// Every app (the shell, each remote, shared) must import from 'react-router' only what is listed
// here: tools/webpack/shared-facades.test.ts scans their sources and fails otherwise. Since the
// shell's copy is the one every remote gets at run time, a name added here must reach the
// deployed shell before a remote release may use it. Only the names the apps' code uses in the
// page are listed (-1.1 KB gzip against the whole declarative router): StaticRouter (the
// prerender, run in Node) and MemoryRouter (tests) come from react-router itself, not from here.
export {
  // Routers (declarative mode) and route elements
  BrowserRouter,
  Routes,
  Route,
  Navigate,
  Outlet,
  Link,
  NavLink,
  // Hooks
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
} from 'liftbook-react-router-production';
