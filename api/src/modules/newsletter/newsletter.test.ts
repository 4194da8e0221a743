import { API_MESSAGES, MESSAGES } from '@topup/rules';
import { useTestApp } from '../../../test/support';
import { assertLedgerInvariants } from '../ledger/invariants';


const { app, testDb } = useTestApp();
afterEach(() => assertLedgerInvariants(testDb.db));

const subscribe = (payload: object) => app.inject({ method: 'POST', url: '/api/v1/subscribe/', payload });

describe('POST subscribe/', () => {
  it('signs up once; a second time (any case) answers the same without a second row', async () => {
    const first = await subscribe({ email: 'reader@example.com' });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ message: API_MESSAGES.newsletter.checkInbox, data: null });
    const second = await subscribe({ email: ' Reader@Example.com ' });
    expect(second.statusCode).toBe(200);
    expect(second.json()).toEqual({ message: API_MESSAGES.newsletter.checkInbox, data: null });
    const rows = await testDb.db.query(`SELECT email FROM newsletter_subscribers WHERE lower(email) = 'reader@example.com'`);
    expect(rows.rows).toEqual([{ email: 'reader@example.com' }]);
  });

  it.each([
    ['an empty e-mail', { email: '' }, MESSAGES.newsletter.emailRequired],
    ['no e-mail at all', {}, MESSAGES.newsletter.emailRequired],
    ['a malformed e-mail', { email: 'reader@' }, API_MESSAGES.newsletter.emailInvalid],
    ['a number', { email: 42 }, 'email must be of type string.'],
  ])('answers 400 {message: {email: [...]}} for %s', async (_case, payload, message) => {
    const res = await subscribe(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: { email: [message] } });
  });
});

describe('POST subscribe/ with a body that is not an object', () => {
  it.each([
    ['null', 'null'],
    ['a string', '"reader@example.com"'],
    ['an array', '["reader@example.com"]'],
  ])('answers 400 {message: {email: [...]}} for %s', async (_case, raw) => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/v1/subscribe/',
      headers: { 'content-type': 'application/json' },
      payload: raw,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: { email: [MESSAGES.newsletter.emailRequired] } });
  });
});
