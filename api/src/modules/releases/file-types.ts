// What a build may be made of, and what the store answers each file as (ADR 0031): one
// list, read by publish (anything else is refused) and by the web tier (deploy/src/front.ts and
// server.ts answer /store/ with these types, the store CSP and nosniff). Nothing under /store/
// is ever a document on the app's origin.

/** What the store answers a file of each kind as. Never `text/html`. */
export const STORE_FILE_TYPES: Readonly<Record<string, string>> = {
  // scripts and styles
  js: 'application/javascript; charset=utf-8',
  mjs: 'application/javascript; charset=utf-8',
  css: 'text/css; charset=utf-8',
  // source maps and JSON manifests (mf-manifest.json, build-info.json, release-digests.json, the web app manifest)
  map: 'application/json; charset=utf-8',
  json: 'application/json; charset=utf-8',
  webmanifest: 'application/manifest+json; charset=utf-8',
  // fonts
  woff: 'font/woff',
  woff2: 'font/woff2',
  ttf: 'font/ttf',
  otf: 'font/otf',
  // images (an SVG opened on its own is a document: the store CSP keeps it from running anything)
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  avif: 'image/avif',
  ico: 'image/vnd.microsoft.icon',
  svg: 'image/svg+xml; charset=utf-8',
};

/**
 * Pages only the shell's build may carry, at its root: the app page and the offline page. The web
 * server serves them as pages at the app's root from the live shell; from /store/ they are text.
 */
export const SHELL_PAGES: readonly string[] = ['index.html', 'offline.html'];

/** A stored file that is none of the above (published before the list existed) is only ever a download. */
export const UNLISTED_STORE_TYPE = 'application/octet-stream';
/** The shell's pages read from /store/: their source, never a page. */
export const STORE_PAGE_TYPE = 'text/plain; charset=utf-8';

/**
 * The CSP of every /store/ answer: nothing loads, nothing runs, no framing; a document opened from
 * the store (an SVG, a page published before the list) is sandboxed in an opaque origin. Browsers
 * ignore it on scripts, styles, fonts and images loaded by the page, so the app is unaffected.
 */
export const STORE_CSP = "default-src 'none'; frame-ancestors 'none'; sandbox";

const extensionOf = (path: string) => /\.([a-z0-9]+)$/i.exec(path)?.[1]?.toLowerCase() ?? '';

/** Whether `path` may be part of a build of `target`. */
export function isPublishable(target: string, path: string): boolean {
  if (target === 'shell' && SHELL_PAGES.includes(path)) return true;
  return Object.hasOwn(STORE_FILE_TYPES, extensionOf(path));
}

/** The refusal for a file a build may not carry, naming it; null when every file may be published. */
export function unpublishableFile(target: string, paths: Iterable<string>): string | null {
  for (const path of paths) {
    if (!isPublishable(target, path)) {
      const pages = target === 'shell' ? ` (pages: ${SHELL_PAGES.join(', ')} at the root)` : '';
      return `${target}: ${path} is not a file a build may publish: only scripts, styles, source maps, fonts, images and JSON manifests${pages}`;
    }
  }
  return null;
}

/** The Content-Type the store answers `path` with (a path inside a version). */
export function storeContentType(path: string): string {
  const type = STORE_FILE_TYPES[extensionOf(path)];
  if (type) return type;
  return extensionOf(path) === 'html' ? STORE_PAGE_TYPE : UNLISTED_STORE_TYPE;
}
