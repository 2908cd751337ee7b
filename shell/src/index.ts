// The async boundary Module Federation needs: shared singletons (React, the store, ...) are
// negotiated before any code that imports them runs.
import('./bootstrap');
