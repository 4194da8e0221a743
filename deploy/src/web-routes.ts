// What a URL of the web tier answers (ADR 0046): the one table that the Node front (front.ts), the
// Fastify routes (server.ts) and the nginx config (nginx-front.ts) read, so that the three layers
// match the same URLs. Each layer answers a kind the same way (front.test.ts and
// nginx-front.test.ts compare them); where a layer cannot answer from memory it passes the request
// to the next (nginx -> the front -> Fastify).

/** Forwarded to the API, as a prefix followed by nothing, `/` or `?` (Fastify's prefix routes). */
export const FORWARDED = [
  { prefix: '/api', route: '/api/*' },
  { prefix: '/media', route: '/media/*' },
] as const;

export const REGISTRY_PATH = '/registry.json';

/** A stored version's files (ADR 0018), never a page on this origin (ADR 0031). */
export const STORE_ROUTES = { shell: '/store/shell/:version/*', remote: '/store/remotes/:name/:version/*' } as const;
/** The same as a regular expression source (nginx): the version's folder of either kind. */
export const STORE_VERSION_PATTERN = '^/store/(?:shell|remotes/[^/]+)/[^/]+/';

/** The live shell's emitted names carry an 8-hex content hash (`main.1a2b3c4d.js`, `assets/logo.1a2b3c4d.png`). */
export const HASHED_NAME = /\.[0-9a-f]{8}\.[a-z0-9]+$/;

/** Where a stored file is: a version's file, or (`version` null) a file of the live shell. */
export interface StoredAt {
  target: string;
  version: string | null;
  file: string;
}

export type WebRoute =
  | { answer: 'forward'; route: (typeof FORWARDED)[number]['route'] }
  | { answer: 'registry'; route: typeof REGISTRY_PATH }
  | { answer: 'stored'; route: string; at: StoredAt }
  /** Pages, /healthz, /metrics, previews, escaped or odd paths: the Fastify routes decide. */
  | { answer: 'server' };

/** A path segment safe to use as it arrived: no escapes, no dot segments, not empty. */
const plainSegment = (segment: string | undefined) => Boolean(segment) && segment !== '.' && segment !== '..';

/** `/api` followed by nothing, `/` or `?`. */
const isPrefixEnd = (code: number) => Number.isNaN(code) || code === 47 /* / */ || code === 63; /* ? */

const SERVER: WebRoute = { answer: 'server' };

/** What a request answers, from its method and URL as it arrived (not decoded). */
export function webRoute(method: string | undefined, url: string): WebRoute {
  for (const { prefix, route } of FORWARDED) {
    if (url.startsWith(prefix) && isPrefixEnd(url.charCodeAt(prefix.length))) return { answer: 'forward', route };
  }
  if (method !== 'GET' && method !== 'HEAD') return SERVER;
  const query = url.indexOf('?');
  const path = query === -1 ? url : url.slice(0, query);
  if (path === REGISTRY_PATH) return { answer: 'registry', route: REGISTRY_PATH };
  // Escaped names take Fastify's way (decoded there); the store never names files so.
  if (path.includes('%')) return SERVER;
  if (path.startsWith('/store/')) {
    const at = storedAt(path);
    return at ? { answer: 'stored', route: at.target === 'shell' ? STORE_ROUTES.shell : STORE_ROUTES.remote, at } : SERVER;
  }
  if (HASHED_NAME.test(path) && path.slice(1).split('/').every(plainSegment)) return { answer: 'stored', route: '/*', at: { target: 'shell', version: null, file: path.slice(1) } };
  return SERVER;
}

/** The version and file a /store/ path names, or null when it has no plain file part. */
function storedAt(path: string): StoredAt | null {
  const parts = path.split('/');
  // '', 'store', 'shell', version, ...file  |  '', 'store', 'remotes', name, version, ...file
  const [target, version, fileParts] = parts[2] === 'shell' ? ['shell', parts[3], parts.slice(4)] : parts[2] === 'remotes' ? [parts[3], parts[4], parts.slice(5)] : [];
  if (!plainSegment(target) || !plainSegment(version) || !fileParts?.length || !fileParts.every(plainSegment)) return null;
  return { target: target!, version: version!, file: fileParts.join('/') };
}
