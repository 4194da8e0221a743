// No async boundary: the shell shares nothing at build time (src/federation/hostRuntime.ts), so
// the app starts from the first chunk without a second round trip.
import './bootstrap';
import { prefetchGet } from '@topup/api-client';
import { loadRegistry } from './federation/registry';
import { hasSessionHint } from './session/sessionHint';

// What the first screen needs, asked for before React's first render so that it is in before a
// lazily loaded screen paints: menus and named links (the registry), and a signed-in visitor's
// user. Content that arrives after the paint pushes the page about.
loadRegistry().catch(() => undefined);
if (hasSessionHint()) prefetchGet('get-user/');
