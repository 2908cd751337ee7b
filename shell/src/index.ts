// The kit's global stylesheet, in the entry, so it comes first in the one stylesheet the build links
// in <head> (render-blocking: the prerendered landing page in index.html paints styled before any
// script has run). It is imported by path (it is also what @liftbook/shared's own index imports;
// webpack keeps the one copy, here, and the shared chunk carries none). The shell's own styles are
// CSS Modules beside their components (navbar.module.css, ...): the build puts them into the same
// stylesheet, after this one (tools/webpack/federation-preset.cjs, splitChunks "styles").
import '../../shared/src/ui/ui.css';

// The async boundary Module Federation needs: shared singletons (React, the store, ...) are
// negotiated before any code that imports them runs.
import('./bootstrap');
