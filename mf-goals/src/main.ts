// The standalone page's async boundary (shared singletons are negotiated first).
import('./standalone');
