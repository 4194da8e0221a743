import { API_MESSAGES } from '@topup/rules';
import { bearer, createTestUser, loginToken, useTestApp } from './support';

/*
 * ADR 0041: the customer history paged by the server by key. get-transactions/ without
 * a query still answers every row (the spec's call); with `limit` one page, with `before` the page
 * after that row, never another customer's rows.
 */
const t = useTestApp();

/** `count` transactions of a new customer, some sharing one instant (the id orders those). */
async function customerWith(count: number) {
  const user = await createTestUser(t.testDb.db);
  await t.testDb.db.query(
    `INSERT INTO transactions (tx_ref, user_id, kind, plan, amount_kobo, status, description, category, created_at)
     SELECT 'HP-' || $1::int || '-' || g, $1, 'data', 'Plan', 1000 + g, 'confirmed', 'd', '{"title":"t","type":"x","image":""}'::jsonb,
       timestamptz '2026-01-01T00:00:00Z' + ((g / 3) * interval '1 minute')
     FROM generate_series(1, $2::int) g`,
    [user.id, count],
  );
  return { user, token: await loginToken(t.app, user) };
}

const history = async (token: string, query = '') => {
  const res = await t.app.inject({ method: 'GET', url: `/api/v1/get-transactions/${query}`, headers: bearer(token) });
  return { status: res.statusCode, body: res.json() as { message: string; data: Array<{ id: number; tx_ref: string }> } };
};

describe('get-transactions/ pages', () => {
  it('without a query answers every row, newest first, as the contract says', async () => {
    const { token } = await customerWith(25);
    const all = await history(token);
    expect(all.status).toBe(200);
    expect(all.body.message).toBe(API_MESSAGES.transactions.list);
    expect(all.body.data).toHaveLength(25);
  });

  it('walks the whole history by key in pages, each row once, in the full list’s order', async () => {
    const { token } = await customerWith(25);
    const all = (await history(token)).body.data.map((r) => r.tx_ref);
    const walked: string[] = [];
    let before: number | undefined;
    for (let page = 0; page < 10; page += 1) {
      const { status, body } = await history(token, `?limit=10${before ? `&before=${before}` : ''}`);
      expect(status).toBe(200);
      expect(body.data.length).toBeLessThanOrEqual(10);
      walked.push(...body.data.map((r) => r.tx_ref));
      if (body.data.length < 10) break;
      before = body.data.at(-1)!.id;
    }
    expect(walked).toEqual(all);
  });

  it('a row of another customer as `before` gives nothing of theirs', async () => {
    const other = await customerWith(3);
    const mine = await customerWith(3);
    const theirs = (await history(other.token)).body.data[0]!.id;
    const { status, body } = await history(mine.token, `?limit=10&before=${theirs}`);
    expect(status).toBe(200);
    expect(body.data).toEqual([]);
  });

  it('refuses a page size out of range', async () => {
    const { token } = await customerWith(1);
    expect((await history(token, '?limit=0')).status).toBe(400);
    expect((await history(token, '?limit=201')).status).toBe(400);
    expect((await history(token, '?limit=abc')).status).toBe(400);
  });
});
