import { escapeHtml } from '../src/providers/mail/html';

/** One message the sandbox mailbox caught. */
export interface SandboxMail {
  id: string;
  date: string;
  from: string;
  to: string;
  subject: string;
  text: string;
  html: string;
}

/**
 * Each body is shown in a sandboxed iframe (no scripts, no access to this page); links open in a
 * new tab, which the sandbox lets escape so the opened page works normally.
 */
function renderMail(mail: SandboxMail): string {
  const body = `<base target="_blank">${mail.html}`;
  return `<article>
  <h2>${escapeHtml(mail.subject)}</h2>
  <p class="meta">To <b>${escapeHtml(mail.to)}</b>${mail.from ? ` from ${escapeHtml(mail.from)}` : ''} · <time>${escapeHtml(mail.date)}</time></p>
  <iframe sandbox="allow-popups allow-popups-to-escape-sandbox" srcdoc="${escapeHtml(body)}" title="${escapeHtml(mail.subject)}"></iframe>
</article>`;
}

export function renderMailboxPage(inbox: readonly SandboxMail[]): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>Mailbox (${inbox.length}) · Topup Naija sandbox</title>
<style>
  body { font-family: system-ui, sans-serif; max-width: 56rem; margin: 2rem auto; padding: 0 1rem; color: #1c2430; }
  article { border: 1px solid #d5dbe3; border-radius: 8px; padding: 1rem; margin-bottom: 1rem; }
  h2 { margin: 0 0 .25rem; font-size: 1.1rem; }
  .meta { margin: 0 0 .75rem; color: #5a6778; font-size: .9rem; }
  iframe { width: 100%; height: 16rem; border: 1px solid #e4e8ee; border-radius: 4px; background: #fff; }
</style>
</head>
<body>
<h1>Mailbox</h1>
<p>E-mails the API sent in development, newest first. JSON: <code>/sandbox/mail?to=&lt;address&gt;</code>. Reload to see new mail.</p>
${inbox.length ? inbox.map(renderMail).join('\n') : '<p><em>No mail yet.</em></p>'}
</body>
</html>`;
}
