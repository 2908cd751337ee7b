// The kit's global stylesheet, in the entry, so it comes first in the one stylesheet the build links
// in <head> (render-blocking: the prerendered landing page in index.html paints styled before any
// script has run). It is imported by path (it is also what @liftbook/shared's own index imports;
// webpack keeps the one copy, here, and the shared chunk carries none). The shell's own styles are
// CSS Modules beside their components (navbar.module.css, ...): the build puts them into the same
// stylesheet, after this one (tools/webpack/federation-preset.cjs, splitChunks "styles").
import '../../shared/src/ui/ui.css';

import { needsMsalAtStart } from './auth/signed-in-hint';

// A returning lifter's page needs sign-in (MSAL, its largest chunk) at once: fetched beside the app
// rather than after its first render (bootstrap.tsx starts it; the import below is the same chunk).
if (needsMsalAtStart()) void import(/* webpackChunkName: "msal" */ './auth/msal-auth');

// The async boundary Module Federation needs: shared singletons (React, the store, ...) are
// negotiated before any code that imports them runs.
import('./bootstrap');
