import type { FastifyInstance } from 'fastify';
import { createReleaseStore, migrate, PgliteDb } from '@topup/api/web-tier';
import { fakeBuild } from '../../api/test/release-builds';
import { dbSource } from './release-source';
import { buildServer, drainOf } from './server';

/* SIGTERM behind a load balancer (ADR 0044): /healthz says `stopping` (503) while pages are still served. */
describe('a web server draining before a stop', () => {
  let db: PgliteDb;
  let web: FastifyInstance;

  beforeAll(async () => {
    db = await PgliteDb.open({});
    await migrate(db);
    await createReleaseStore({ db }).publish({ by: 'test', staffId: null, address: null }, 'shell', fakeBuild('shell'), { promote: true });
    web = await buildServer({ source: dbSource(db, { pollMs: 50 }), apiUrl: 'http://127.0.0.1:9' });
  });
  afterAll(async () => {
    await web.close();
    await db.close();
  });

  it('answers /healthz with 503 stopping and still serves the page', async () => {
    expect((await web.inject({ method: 'GET', url: '/healthz' })).json()).toMatchObject({ status: 'ok' });
    await drainOf(web).start(0);
    const health = await web.inject({ method: 'GET', url: '/healthz' });
    expect(health.statusCode).toBe(503);
    expect(health.json()).toMatchObject({ status: 'stopping' });
    expect((await web.inject({ method: 'GET', url: '/' })).statusCode).toBe(200);
  });
});
