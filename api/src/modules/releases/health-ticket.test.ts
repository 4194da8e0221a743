import { createHmac } from 'node:crypto';
import { healthTicketKey, signHealthTicket, verifyHealthTicket, HEALTH_TICKET_LIFETIME_MS } from './health-ticket';
import { previewKey, signPreview } from './preview';

/** The ticket that proves a browser was served the versions it reports on. */
describe('health tickets', () => {
  const key = healthTicketKey({ PROXY_SECRET: 'shared by the API and the web servers' });
  const now = new Date('2026-11-29T01:00:00Z');
  const served = { shell: '0.1.0-shell', bills: '0.1.0-canary' };

  it('verify what the web server signed: the served versions, the customer of a canary, the expiry', () => {
    const check = verifyHealthTicket(key, signHealthTicket(key, served, '42', now), now);
    expect(check).toEqual({ ok: true, ticket: { nonce: expect.any(String), served, customerId: '42', expiresAt: new Date(now.getTime() + HEALTH_TICKET_LIFETIME_MS) } });
    const anonymous = verifyHealthTicket(key, signHealthTicket(key, served, null, now), now);
    expect(anonymous.ok && anonymous.ticket.customerId).toBeUndefined();
  });

  it('are all different: each registry answer hands out a ticket of its own', () => {
    const nonces = new Set(Array.from({ length: 50 }, () => {
      const check = verifyHealthTicket(key, signHealthTicket(key, served, null, now), now);
      return check.ok ? check.ticket.nonce : '';
    }));
    expect(nonces.size).toBe(50);
  });

  it('refuse a missing, malformed, forged, re-signed or changed ticket', () => {
    const ticket = signHealthTicket(key, served, '42', now);
    const [payload, signature] = ticket.split('.') as [string, string];
    expect(verifyHealthTicket(key, undefined, now)).toEqual({ ok: false, reason: 'missing' });
    expect(verifyHealthTicket(key, '', now)).toEqual({ ok: false, reason: 'missing' });
    expect(verifyHealthTicket(key, 'not-a-ticket', now)).toEqual({ ok: false, reason: 'forged' });
    expect(verifyHealthTicket(key, `${ticket}.extra`, now)).toEqual({ ok: false, reason: 'forged' });
    // Another customer, or another version, under the same signature.
    const changed = Buffer.from(Buffer.from(payload, 'base64url').toString('utf8').replace('"42"', '"43"')).toString('base64url');
    expect(verifyHealthTicket(key, `${changed}.${signature}`, now)).toEqual({ ok: false, reason: 'forged' });
    // Signed with another key (another deployment, a guessed secret).
    const other = healthTicketKey({ PROXY_SECRET: 'someone else' });
    expect(verifyHealthTicket(key, signHealthTicket(other, served, null, now), now)).toEqual({ ok: false, reason: 'forged' });
    // A preview link's token is signed under another label: it is no ticket.
    const preview = previewKey({ PROXY_SECRET: 'shared by the API and the web servers' });
    expect(verifyHealthTicket(key, signPreview(preview, 'bills', '0.1.0-canary', now).token, now)).toEqual({ ok: false, reason: 'forged' });
  });

  it('refuse a ticket whose signed claims are not a ticket', () => {
    const signed = (claims: object) => {
      const payload = Buffer.from(JSON.stringify(claims)).toString('base64url');
      return `${payload}.${createHmac('sha256', key).update(payload).digest('base64url')}`;
    };
    expect(verifyHealthTicket(key, signed({ n: 'a', exp: now.getTime() + 1000, s: served }), now).ok).toBe(true);
    expect(verifyHealthTicket(key, signed({ exp: now.getTime() + 1000, s: served }), now)).toEqual({ ok: false, reason: 'forged' });
    expect(verifyHealthTicket(key, signed({ n: 'a', exp: now.getTime() + 1000, s: { bills: 3 } }), now)).toEqual({ ok: false, reason: 'forged' });
    expect(verifyHealthTicket(key, signed({ n: 'a', exp: now.getTime() + 1000, s: served, c: 42 }), now)).toEqual({ ok: false, reason: 'forged' });
  });

  it('expire after a day', () => {
    const ticket = signHealthTicket(key, served, null, now);
    expect(verifyHealthTicket(key, ticket, new Date(now.getTime() + HEALTH_TICKET_LIFETIME_MS - 1)).ok).toBe(true);
    expect(verifyHealthTicket(key, ticket, new Date(now.getTime() + HEALTH_TICKET_LIFETIME_MS))).toEqual({ ok: false, reason: 'expired' });
  });

  it('use RELEASE_PREVIEW_SECRET when set, else PROXY_SECRET, never the raw secret', () => {
    expect(healthTicketKey({ RELEASE_PREVIEW_SECRET: 'a', PROXY_SECRET: 'b' })).toEqual(healthTicketKey({ RELEASE_PREVIEW_SECRET: 'a' }));
    expect(healthTicketKey({ PROXY_SECRET: 'b' })).not.toEqual(healthTicketKey({ PROXY_SECRET: 'c' }));
    expect(healthTicketKey({ PROXY_SECRET: 'b' })).not.toEqual(Buffer.from('b'));
  });
});
