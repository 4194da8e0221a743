// Preview links on the web server (ADR 0022): /preview?token=… checks the link and sets the
// preview cookie for this browser only; /preview/exit clears it; pages carry a badge meanwhile.
import type { FastifyInstance, FastifyReply } from 'fastify';
import { type Preview, PREVIEW_COOKIE, verifyPreview } from '@topup/api/web-tier';
import type { LiveReleases } from './live-releases';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A small page of its own: a refused link never reaches the app (and changes nothing). */
function refusalPage(title: string, detail: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title>
<style>body{font-family:system-ui,sans-serif;max-width:34rem;margin:4rem auto;padding:0 1rem;line-height:1.5;color:#1a1a1a;background:#fff}@media (prefers-color-scheme:dark){body{color:#eee;background:#121212}a{color:#8ab4ff}}</style></head>
<body><main><h1>${escapeHtml(title)}</h1><p>${escapeHtml(detail)}</p><p>Nothing was changed: this browser keeps the live version. <a href="/">Go to the app</a></p></main></body></html>`;
}

const BADGE_STYLE =
  '#release-preview-badge{position:fixed;z-index:2147483647;left:50%;bottom:0.75rem;transform:translateX(-50%);display:flex;gap:0.5rem;align-items:center;max-width:calc(100vw - 1.5rem);padding:0.4rem 0.85rem;border-radius:999px;background:#5b21b6;color:#fff;font:600 0.8125rem/1.3 system-ui,sans-serif;box-shadow:0 2px 8px rgba(0,0,0,.3)}body:has(.bottom-bar) #release-preview-badge{bottom:calc(4.5rem + env(safe-area-inset-bottom,0px))}#release-preview-badge a{color:#fff;text-decoration:underline}#release-preview-badge span{overflow:hidden;text-overflow:ellipsis;white-space:nowrap}';

/**
 * The badge every page of a previewing browser carries: "Preview: bills <version> · Exit preview";
 * above a phone's bottom bar, never over it.
 */
export function previewBadge(preview: Preview): string {
  return `<style>${BADGE_STYLE}</style><div id="release-preview-badge" role="status"><span>Preview: ${escapeHtml(preview.target)} ${escapeHtml(preview.version)}</span><span aria-hidden="true">·</span><a href="/preview/exit">Exit preview</a></div>`;
}

/** The page with the badge right after <body> (any attributes). */
export const withBadge = (html: string, preview: Preview) => html.replace(/<body([^>]*)>/, (body) => `${body}${previewBadge(preview)}`);

const clearCookie = `${PREVIEW_COOKIE}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax`;

export function registerPreviewPages(app: FastifyInstance, live: LiveReleases, key: Buffer, options: { secureCookie?: boolean; now?: () => Date } = {}) {
  const now = options.now ?? (() => new Date());
  const refuse = (reply: FastifyReply, status: number, title: string, detail: string) =>
    reply.code(status).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(refusalPage(title, detail));

  app.get<{ Querystring: { token?: string } }>('/preview', async (request, reply) => {
    const at = now();
    const check = verifyPreview(key, request.query.token, at);
    if (!check.ok) {
      return check.reason === 'expired'
        ? refuse(reply, 400, 'This preview link has expired', 'Preview links are valid for one hour. Ask for a new one on the Releases screen or with npm run release -- preview.')
        : refuse(reply, 400, 'This preview link is not valid', 'Its signature does not match: it was changed or not made by this site.');
    }
    const { target, version, expiresAt } = check.preview;
    const registry = live.current?.registry;
    const track = target === 'shell' ? registry?.shell : registry?.remotes[target];
    if (!track?.versions[version]) return refuse(reply, 404, 'This version is not published', `${target} ${version} is not a published version.`);
    const maxAge = Math.max(1, Math.floor((expiresAt.getTime() - at.getTime()) / 1000));
    const cookie = `${PREVIEW_COOKIE}=${request.query.token}; Path=/; Max-Age=${maxAge}; HttpOnly; SameSite=Lax${options.secureCookie ? '; Secure' : ''}`;
    return reply.code(303).header('set-cookie', cookie).header('cache-control', 'no-store').header('location', '/').send();
  });

  app.get('/preview/exit', async (_request, reply) =>
    reply.code(303).header('set-cookie', clearCookie).header('cache-control', 'no-store').header('location', '/').send(),
  );
}
