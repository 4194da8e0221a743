// No async boundary: the shell shares nothing at build time (src/federation/hostRuntime.ts), so
// the app starts from the first chunk without a second round trip.
import './bootstrap';
