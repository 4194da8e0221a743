import { createHash, randomBytes } from 'node:crypto';
import type { FastifyPluginAsync } from 'fastify';
import { ACCOUNT_LIMITS, API_MESSAGES, isValidEmail, validateNewsletter, normalizeEmail } from '@topup/rules';
import type { ModuleOptions } from '../../services';
import { FieldErrors, text } from '../../http/field-errors';
import { enforceLimit } from '../../http/rate-limit';
import { fieldMessages, formString, nullData } from '../../http/schemas';
import { enqueueEmail } from '../../providers/mail/outbox';
import { escapeHtml } from '../../providers/mail/html';

const messageFields = {
  type: 'object',
  properties: {
    message: {
      anyOf: [{ type: 'string' }, { type: 'object', additionalProperties: { type: 'array', items: { type: 'string' } } }],
    },
  },
} as const;

/** How long a confirmation link works. */
const CONFIRM_TTL_MS = 7 * 24 * 60 * 60_000;
const tokenHash = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * The newsletter with double opt-in: a sign-up e-mails a confirmation link and answers
 * the same whatever the address's state (so it tells nobody who is subscribed); the link's page
 * confirms. Sign-ups are limited per client address and confirmation e-mails per address.
 */
export const newsletterRoutes: FastifyPluginAsync<ModuleOptions> = async (app, { services }) => {
  const { db, clock, config } = services;

  app.post<{ Body: { email?: unknown } }>(
    '/subscribe/',
    {
      config: { envelope: 'message-fields' },
      schema: {
        tags: ['public site'],
        summary: 'Sign an e-mail address up for the newsletter: a confirmation link is e-mailed (the same answer whether or not it is subscribed)',
        // Any JSON passes: a body that is not an object (null, a string, a list) is a missing email,
        // so the answer keeps the spec's {message: {email: [...]}} shape instead of naming "body".
        body: { type: ['object', 'array', 'string', 'number', 'boolean', 'null'], properties: { email: formString } },
        response: { 200: nullData, 400: messageFields, 429: messageFields },
      },
    },
    async (request) => {
      const body: unknown = request.body;
      const email = text(body !== null && typeof body === 'object' && !Array.isArray(body) ? (body as { email?: unknown }).email : undefined);
      new FieldErrors()
        .add('email', validateNewsletter({ email }))
        .addIfClean('email', (!isValidEmail(email) || email.length > ACCOUNT_LIMITS.emailMaxLength) && API_MESSAGES.newsletter.emailInvalid)
        .throwIfAny();
      const now = clock();
      const address = normalizeEmail(email);
      await enforceLimit(db, `newsletter:ip:${request.clientIp}`, config.newsletter.perIp, now, API_MESSAGES.newsletter.tooMany);
      await enforceLimit(db, `newsletter:email:${address}`, config.newsletter.perEmail, now, API_MESSAGES.newsletter.tooMany);
      const token = randomBytes(32).toString('base64url');
      await db.transaction(async (tx) => {
        // A confirmed address keeps its row as it is; a new or unconfirmed one gets a fresh link.
        const { rows } = await tx.query<{ confirmed: boolean }>(
          `INSERT INTO newsletter_subscribers AS s (email, created_at, confirm_token_hash, confirm_sent_at) VALUES ($1, $2, $3, $2)
           ON CONFLICT ((lower(email))) DO UPDATE SET
             confirm_token_hash = CASE WHEN s.confirmed_at IS NULL THEN EXCLUDED.confirm_token_hash ELSE s.confirm_token_hash END,
             confirm_sent_at = CASE WHEN s.confirmed_at IS NULL THEN EXCLUDED.confirm_sent_at ELSE s.confirm_sent_at END
           RETURNING s.confirmed_at IS NOT NULL AS confirmed`,
          [address, now, tokenHash(token)],
        );
        const m = API_MESSAGES.newsletter;
        const link = `${config.appOrigin}/newsletter/confirm?token=${token}`;
        const [subject, textBody, html] = rows[0]?.confirmed
          ? [m.alreadyMailSubject, m.alreadyMailBody, `<p>${escapeHtml(m.alreadyMailBody)}</p>`]
          : [m.confirmMailSubject, m.confirmMailBody(link), `<p>${escapeHtml(m.confirmMailBody(link)).replace(escapeHtml(link), `<a href="${escapeHtml(link)}">${escapeHtml(link)}</a>`).replace(/\n/g, '<br>')}</p>`];
        await enqueueEmail(tx, { to: address, subject, text: textBody, html }, { now });
      });
      return { message: API_MESSAGES.newsletter.checkInbox, data: null };
    },
  );

  app.post<{ Body: { token: string } }>(
    '/subscribe/confirm/',
    {
      schema: {
        tags: ['public site'],
        summary: 'Confirm a newsletter sign-up with the token of the e-mailed link (valid 7 days, once)',
        body: { type: 'object', required: ['token'], properties: { token: { type: 'string', maxLength: 100 } } },
        response: { 200: nullData, 400: fieldMessages },
      },
    },
    async (request) => {
      const now = clock();
      const { rows } = await db.query(
        `UPDATE newsletter_subscribers SET confirmed_at = $2, confirm_token_hash = NULL
         WHERE confirm_token_hash = $1 AND confirmed_at IS NULL AND confirm_sent_at > $3 RETURNING id`,
        [tokenHash(request.body.token), now, new Date(now.getTime() - CONFIRM_TTL_MS)],
      );
      if (rows.length === 0) new FieldErrors().add('token', API_MESSAGES.newsletter.confirmLinkInvalid).throwIfAny();
      return { message: API_MESSAGES.newsletter.confirmed, data: null };
    },
  );
};
