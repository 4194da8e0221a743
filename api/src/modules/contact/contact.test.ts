import { API_MESSAGES, MESSAGES } from '@topup/rules';
import { bearer, createTestUser, loginToken, testApp, useTestApp } from '../../../test/support';
import { accountsTestConfig, drainJobs, mailTo } from '../accounts/test-helpers';
import { assertLedgerInvariants } from '../ledger/invariants';

const SITE_EMAIL = 'inbox-for-contact-tests@example.com';

const { app, testDb, sandbox } = useTestApp({ sandbox: {}, config: (sandboxUrl) => accountsTestConfig(sandboxUrl) });
beforeAll(() => testDb.db.query(`UPDATE site_settings SET value = $1 WHERE key = 'SITE_EMAIL'`, [SITE_EMAIL]));
afterEach(() => assertLedgerInvariants(testDb.db));

const contact = (payload: object, headers: Record<string, string> = {}, target = app, remoteAddress?: string) =>
  target.inject({ method: 'POST', url: '/api/v1/contact-us/', payload, headers, ...(remoteAddress ? { remoteAddress } : {}) });

const form = (overrides: object = {}) => ({
  full_name: 'Kemi <b>Adeyemi</b>',
  email: 'kemi@example.com',
  phone_number: '08012345678',
  message: 'My data purchase shows pending.\nCan you check?',
  ...overrides,
});

describe('POST contact-us/', () => {
  it('stores the message and e-mails it to SITE_EMAIL (anonymous)', async () => {
    const payload = form({ message: `Anonymous question ${Date.now()}` });
    const res = await contact(payload);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: API_MESSAGES.contact.sent, data: null });

    const stored = await testDb.db.query<{ user_id: number | null; full_name: string }>(
      'SELECT user_id, full_name FROM contact_messages WHERE message = $1',
      [payload.message],
    );
    expect(stored.rows).toEqual([{ user_id: null, full_name: payload.full_name }]);

    await drainJobs(app);
    const mail = (await mailTo(sandbox.url, SITE_EMAIL)).find((m) => m.text.includes(payload.message));
    expect(mail).toMatchObject({ subject: API_MESSAGES.contact.mailSubject(payload.full_name) });
    expect(mail?.text).toContain(payload.email);
    expect(mail?.html).toContain('Kemi &lt;b&gt;Adeyemi&lt;/b&gt;');
    expect(mail?.html).not.toContain('<b>Adeyemi</b>');
  });

  it('links the message to the signed-in author, and ignores a bad token', async () => {
    const user = await createTestUser(testDb.db);
    const token = await loginToken(app, user);
    const signed = form({ message: `Signed in ${Date.now()}` });
    expect((await contact(signed, bearer(token))).statusCode).toBe(200);
    const badToken = form({ message: `Bad token ${Date.now()}` });
    expect((await contact(badToken, bearer('not-a-token'))).statusCode).toBe(200);
    const rows = await testDb.db.query<{ message: string; user_id: number | null }>(
      'SELECT message, user_id FROM contact_messages WHERE message = ANY($1) ORDER BY id',
      [[signed.message, badToken.message]],
    );
    expect(rows.rows).toEqual([
      { message: signed.message, user_id: user.id },
      { message: badToken.message, user_id: null },
    ]);
  });

  it('answers each failing field as a string in data (the contact envelope)', async () => {
    const res = await contact({ full_name: '', email: '', phone_number: '12ab', message: ' ' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: MESSAGES.contact.fullNameRequired,
      data: {
        full_name: MESSAGES.contact.fullNameRequired,
        email: MESSAGES.contact.emailRequired,
        phone_number: MESSAGES.phone.invalid,
        message: MESSAGES.contact.messageRequired,
      },
    });
    const invalidEmail = await contact(form({ email: 'kemi@' }));
    expect(invalidEmail.json().data).toEqual({ email: MESSAGES.register.emailInvalid });
    const wrongType = await contact(form({ phone_number: 8012345678 }));
    expect(wrongType.json().data).toEqual({ phone_number: 'phone_number must be of type string.' });
  });

  it('stores nothing for an invalid form', async () => {
    const marker = `invalid ${Date.now()}`;
    await contact(form({ full_name: '', message: marker }));
    const rows = await testDb.db.query('SELECT 1 FROM contact_messages WHERE message = $1', [marker]);
    expect(rows.rows).toHaveLength(0);
  });

  it('rate-limits per IP', async () => {
    const strict = await testApp(testDb.db, {
      config: accountsTestConfig(sandbox.url, { contactPerIp: { max: 1, windowMs: 60_000 } }),
    });
    try {
      expect((await contact(form(), {}, strict, '203.0.113.50')).statusCode).toBe(200);
      const blocked = await contact(form(), {}, strict, '203.0.113.50');
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json()).toEqual({ message: API_MESSAGES.contact.tooMany });
    } finally {
      await strict.close();
    }
  });
});
