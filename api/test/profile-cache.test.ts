import { bearer, createTestUser, loginToken, useTestApp } from './support';

/*
 * get-user/ answers kept in memory (users/profiles.ts, ADR 0012): what this process changes itself
 * is forgotten here at once, without the database's notice. The process below hears no notices
 * (listen: false) and keeps profiles anyway, so only its own forgetting can make a change show.
 */
describe('get-user/ answers this process changed itself', () => {
  const { app, testDb } = useTestApp({ listen: false, sandbox: {} });
  beforeAll(() => app.services.profiles.enable());

  const profile = async (token: string) =>
    (await app.inject({ method: 'GET', url: '/api/v1/get-user/', headers: bearer(token) })).json().data as { wallet_balance: number; first_name: string };
  const customerWithId = async (walletNaira: number) => {
    const user = await createTestUser(testDb.db, { walletNaira });
    const token = await loginToken(app, user);
    expect((await profile(token)).wallet_balance).toBe(walletNaira);
    return { id: user.id, token };
  };
  const customer = async (walletNaira: number) => (await customerWithId(walletNaira)).token;
  /** ₦100 of MTN airtime for `phone` (the sandbox answers by the number's last digits). */
  const buyAirtime = async (token: string, phone: string) => {
    const { rows } = await testDb.db.query<{ id: number }>(`SELECT id FROM packages WHERE key = 'mtn'`);
    return app.inject({ method: 'POST', url: '/api/v1/purchase-airtime/', headers: bearer(token), payload: { package_id: rows[0]!.id, phone_number: phone, amount: 100 } });
  };

  it('keeps the answer: a change no one here made does not show without a notice', async () => {
    const { id, token } = await customerWithId(100);
    await testDb.db.query(`UPDATE users SET first_name = 'Unheard' WHERE id = $1`, [id]);
    expect((await profile(token)).first_name).toBe('Test');
  });

  it("the customer's own purchase shows on their next get-user/", async () => {
    const token = await customer(1_000);
    const bought = await buyAirtime(token, '08031234567');
    expect(bought.statusCode).toBe(200);
    expect((await profile(token)).wallet_balance).toBeLessThan(1_000);
  });

  it('both sides of a transfer see their new balances', async () => {
    const sender = await customer(5_000);
    const recipientUser = await createTestUser(testDb.db);
    const recipient = await loginToken(app, recipientUser);
    expect((await profile(recipient)).wallet_balance).toBe(0);
    const sent = await app.inject({
      method: 'POST',
      url: '/api/v1/transfer-to-user/',
      headers: bearer(sender),
      payload: { email: recipientUser.email, amount: 1000 },
    });
    expect(sent.statusCode).toBe(200);
    expect((await profile(sender)).wallet_balance).toBe(4_000);
    expect((await profile(recipient)).wallet_balance).toBe(1_000);
  });

  it("one kept profile answers a customer's session and a staff session of the same account each as what it is", async () => {
    const { id, token } = await customerWithId(100);
    const staff = (await app.services.auth.openSession(id, { staff: true })).access;
    const answer = async (bearerToken: string) =>
      (await app.inject({ method: 'GET', url: '/api/v1/get-user/', headers: bearer(bearerToken) })).json().data as { staff_session: boolean };
    expect((await answer(staff)).staff_session).toBe(true);
    expect((await answer(token)).staff_session).toBe(false);
    expect((await answer(staff)).staff_session).toBe(true);
  });

  it("two customers calling in turn each get their own kept answer, never the other's", async () => {
    const first = await customerWithId(100);
    const second = await customerWithId(250);
    for (let round = 0; round < 3; round += 1) {
      expect((await profile(first.token)).wallet_balance).toBe(100);
      expect((await profile(second.token)).wallet_balance).toBe(250);
    }
  });

  it('a job that ran here (a requery refund) is seen at once', async () => {
    const token = await customer(1_000);
    // ...998: pending at first, then failed and refunded by the requery job.
    const pending = await buyAirtime(token, '08031234998');
    expect(pending.statusCode).toBe(201);
    expect((await profile(token)).wallet_balance).toBeLessThan(1_000);
    await app.services.jobs.runDue({ now: new Date(Date.now() + 10 * 60_000) });
    expect((await profile(token)).wallet_balance).toBe(1_000);
  });
});
