// Async boundary: the federation runtime sets up shared singletons before any of them runs.
import('./bootstrap');
