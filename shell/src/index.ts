// The stylesheets of the page, in the entry so the build links them in <head> (render-blocking):
// the prerendered landing page in index.html paints styled before any script has run. The shared
// UI stylesheet is imported by path (it is also what @liftbook/shared's own index imports; webpack
// keeps the one copy, here, and the shared chunk carries none).
import '../../shared/src/ui/ui.css';
import './app/shell.css';

// The async boundary Module Federation needs: shared singletons (React, the store, ...) are
// negotiated before any code that imports them runs.
import('./bootstrap');
