// Async boundary: shared singletons (react, router...) are negotiated before any of them runs.
void import('./bootstrap');
