import type { AddressInfo } from 'node:net';
import { API_MESSAGES } from '@topup/rules';
import { useTestApp } from './support';

/*
 * SIGTERM behind a load balancer (ADR 0044): while the process drains, /readyz answers 503 so the
 * balancer takes it out, everything else is still served, and every answer closes its connection.
 */
describe('draining before a stop', () => {
  const ctx = useTestApp();

  it('is ready, then answers /readyz with 503 and closes each connection while still serving', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}`;
    const before = await fetch(`${base}/healthz`);
    expect(before.headers.get('connection')).not.toBe('close');

    await ctx.app.services.drain.start(0);

    const ready = await fetch(`${base}/readyz`);
    expect(ready.status).toBe(503);
    expect(await ready.json()).toEqual({ message: API_MESSAGES.unavailable });
    expect(ready.headers.get('connection')).toBe('close');
    const alive = await fetch(`${base}/healthz`);
    expect(alive.status).toBe(200);
    expect(alive.headers.get('connection')).toBe('close');
  });
});
