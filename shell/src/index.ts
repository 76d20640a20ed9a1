import './environmentRequest';
import './bootFrame';

// Federation needs an async boundary: shared singletons are negotiated before any app code runs.
void import('./bootstrap');
