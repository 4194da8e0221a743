import { runDueJobs } from '../src/app';
import { checkLedger } from '../src/modules/ledger/check';
import { ON_POSTGRES, buyData, createTestUser, loginToken, testApp, useTestApp } from './support';

const TOKEN = 'b7c1f0e2a9d84f36a5e0c3d27b4e9f18';

const { app, testDb } = useTestApp({ config: { providerTimeoutMs: 2_000, metricsToken: TOKEN }, sandbox: { slowMs: 5_000 } });

function scrape(options: { remoteAddress?: string; headers?: Record<string, string> } = {}) {
  return app.inject({ method: 'GET', url: '/metrics', ...options });
}

/** The value of one series in the text format, or undefined when it is absent. */
function series(text: string, name: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${name} `));
  return line === undefined ? undefined : Number(line.slice(name.length + 1));
}

describe('GET /metrics on the API', () => {
  it('from loopback: requests by route pattern, purchases by kind and outcome, pending age, queues, ledger check, caches', async () => {
    const user = await createTestUser(testDb.db, { walletNaira: 2_000 });
    const token = await loginToken(app, user);
    const { rows } = await testDb.db.query<{ id: number }>(`SELECT id FROM packages WHERE key = 'mtn-data'`);
    const buy = (phone: string) => buyData(app, rows[0]!.id, token, { phone_number: phone });
    expect((await buy('08031234567')).statusCode).toBe(200);
    expect((await buy('08031234999')).statusCode).toBe(201);
    expect((await buy('08031234000')).statusCode).toBe(400);
    expect((await app.inject({ method: 'GET', url: `/api/v1/get-package/${rows[0]!.id}/` })).statusCode).toBeLessThan(500);
    await checkLedger(app.services.db, app.services.clock);

    const res = await scrape();
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = res.body;
    expect(series(text, 'http_request_duration_seconds_count{method="POST",route="/api/v1/purchase-data/",status_code="200"}')).toBe(1);
    expect(series(text, 'http_request_duration_seconds_count{method="POST",route="/api/v1/purchase-data/",status_code="201"}')).toBe(1);
    expect(text).toContain('route="/api/v1/get-package/:typeId/"');
    expect(text).not.toContain(`route="/api/v1/get-package/${rows[0]!.id}/"`);
    for (const outcome of ['delivered', 'pending', 'failed']) {
      expect(series(text, `topup_purchases_total{kind="data",outcome="${outcome}"}`)).toBe(1);
    }
    expect(series(text, 'topup_pending_purchases{kind="data"}')).toBe(1);
    expect(series(text, 'topup_pending_purchase_oldest_seconds{kind="data"}')).toBeGreaterThanOrEqual(0);
    for (const queue of ['provider', 'mail', 'default']) expect(series(text, `topup_job_queue_depth{queue="${queue}"}`)).toBeGreaterThanOrEqual(0);
    expect(series(text, 'topup_ledger_check_ok')).toBe(1);
    expect(series(text, 'topup_ledger_check_violations')).toBe(0);
    const catalogue = ['hit', 'miss'].map((result) => series(text, `topup_cache_lookups_total{cache="catalogue",result="${result}"}`) ?? 0);
    expect(catalogue[0]! + catalogue[1]!).toBeGreaterThanOrEqual(3);
    expect(series(text, 'topup_cache_lookups_total{cache="sessions",result="miss"}')).toBeGreaterThanOrEqual(1);
    if (ON_POSTGRES) expect(series(text, 'topup_db_pool_connections{state="max"}')).toBe(30);

    await runDueJobs(app, { now: new Date(Date.now() + 10 * 60_000) });
    const after = (await scrape()).body;
    expect(series(after, 'topup_purchase_settlements_total{kind="data",outcome="delivered"}')).toBe(1);
    expect(series(after, 'topup_pending_purchases{kind="data"}')).toBeUndefined();
  });

  it("a reseller test key's pending purchase is not a pending purchase at the provider (the sandbox holds it)", async () => {
    const user = await createTestUser(testDb.db, { walletNaira: 2_000 });
    const token = await loginToken(app, user);
    const { rows } = await testDb.db.query<{ id: number }>(`SELECT id FROM packages WHERE key = 'mtn-data'`);
    const pending = await buyData(app, rows[0]!.id, token, { phone_number: '08031234999' });
    expect(pending.statusCode).toBe(201);
    expect(series((await scrape()).body, 'topup_pending_purchases{kind="data"}')).toBe(1);
    await testDb.db.query(`UPDATE transactions SET request_details = '{"test": true}'::jsonb WHERE user_id = $1`, [user.id]);
    expect(series((await scrape()).body, 'topup_pending_purchases{kind="data"}')).toBeUndefined();
    await runDueJobs(app, { now: new Date(Date.now() + 10 * 60_000) });
  });

  it('a due job shows as queue depth and lag', async () => {
    const mailKind = app.services.jobs.queues.find((queue) => queue.name === 'mail')!.kinds[0]!;
    await testDb.db.query(`INSERT INTO jobs (kind, payload, run_at) VALUES ($1, '{}', now() - interval '90 seconds')`, [mailKind]);
    const text = (await scrape()).body;
    expect(series(text, 'topup_job_queue_depth{queue="mail"}')).toBeGreaterThanOrEqual(1);
    expect(series(text, 'topup_job_queue_lag_seconds{queue="mail"}')).toBeGreaterThanOrEqual(90);
    await testDb.db.query(`UPDATE jobs SET done_at = now() WHERE kind = $1 AND payload = '{}'`, [mailKind]);
  });

  it('refuses callers off this machine without METRICS_TOKEN, and any forwarded request', async () => {
    expect((await scrape({ remoteAddress: '203.0.113.9' })).statusCode).toBe(401);
    expect((await scrape({ remoteAddress: '203.0.113.9', headers: { authorization: 'Bearer wrong' } })).statusCode).toBe(401);
    expect((await scrape({ headers: { 'x-forwarded-for': '203.0.113.9' } })).statusCode).toBe(401);
    expect((await scrape({ headers: { forwarded: 'for=203.0.113.9' } })).statusCode).toBe(401);
    const allowed = await scrape({ remoteAddress: '203.0.113.9', headers: { authorization: `Bearer ${TOKEN}` } });
    expect(allowed.statusCode).toBe(200);
    expect(allowed.body).toContain('topup_purchases_total');
  });

  it('without METRICS_TOKEN set, answers only loopback (403 otherwise)', async () => {
    const open = await testApp(testDb.db, { listen: false });
    try {
      expect((await open.inject({ method: 'GET', url: '/metrics', remoteAddress: '10.0.0.7' })).statusCode).toBe(403);
      expect((await open.inject({ method: 'GET', url: '/metrics', remoteAddress: '::ffff:127.0.0.1' })).statusCode).toBe(200);
      expect((await open.inject({ method: 'GET', url: '/metrics', remoteAddress: '::1' })).statusCode).toBe(200);
    } finally {
      await open.close();
    }
  });
});
