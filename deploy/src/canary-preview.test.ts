import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { createReleaseStore, migrate, PgliteDb, PREVIEW_COOKIE, type ReleaseStore, signPreview, verifyHealthTicket } from '@topup/api/web-tier';
import { fakeBuild } from '../../api/test/release-builds';
import { bucketOf, customerOf } from './registry-answer';
import { dbSource } from './release-source';
import { buildServer } from './server';

/*
 * Canary and preview (ADR 0022) on the web server: /registry.json answers each browser its versions (a
 * running canary for the customers in its share, stable for the rest, a preview cookie's version)
 * with the manifest's SRI digest; preview links set the cookie only when they are genuine.
 */
let db: PgliteDb;
let web: FastifyInstance;
let store: ReleaseStore;
const key = Buffer.from('test preview key');
const ticketKey = Buffer.from('test health ticket key');
const actor = { by: 'test', staffId: null, address: null };
let stable: string;
let canary: string;

/** An access token as the API issues it; the web server only decodes it (ADR 0022). */
function accessToken(userId: number, options: { staff?: boolean; expired?: boolean } = {}): string {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const exp = Math.floor(Date.now() / 1000) + (options.expired ? -60 : 3600);
  return `${part({ alg: 'HS256', typ: 'JWT' })}.${part({ sub: String(userId), jti: 'x', iat: exp - 7200, exp, ...(options.staff ? { stf: 1 } : {}) })}.signature`;
}

const registry = async (cookie?: string) => (await web.inject({ method: 'GET', url: '/registry.json', headers: cookie ? { cookie } : {} })).json();
const billsFor = async (cookie?: string): Promise<string> => (await registry(cookie)).remotes.bills.live;

/** Waits until the web server has read the registry's latest change. */
async function served(check: (answer: { remotes: Record<string, { canary?: { percent: number } | null; stable: string }> }) => boolean) {
  for (let tries = 0; !check(await registry()); tries += 1) {
    if (tries > 200) throw new Error('the web server never served the change');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

beforeAll(async () => {
  db = await PgliteDb.open({});
  await migrate(db);
  store = createReleaseStore({ db });
  await store.publish(actor, 'shell', fakeBuild('shell'));
  stable = (await store.publish(actor, 'bills', fakeBuild('bills', { label: 'A' }))).version;
  canary = (await store.publish(actor, 'bills', fakeBuild('bills', { label: 'B', body: 'two' }))).version;
  web = await buildServer({ source: dbSource(db, { pollMs: 20 }), apiUrl: 'http://127.0.0.1:9', previewKey: key, healthTicketKey: ticketKey });
});
afterAll(async () => {
  await web.close();
  await db.close();
});

describe('a canary on the web server', () => {
  const customers = Array.from({ length: 400 }, (_, i) => 1000 + i);
  const cookieOf = (id: number) => `theme=dark; accessToken=${accessToken(id)}`;

  it('10 % of 400 customers get the canary (10 ± 4 %), each the same over three reloads; anonymous, staff and expired sessions get stable; abort returns all', async () => {
    await store.canary(actor, 'bills', canary, 10);
    await served((answer) => answer.remotes.bills!.canary?.percent === 10);

    const first = new Map<number, string>();
    for (const id of customers) first.set(id, await billsFor(cookieOf(id)));
    const inCanary = customers.filter((id) => first.get(id) === canary);
    expect(inCanary.length).toBeGreaterThanOrEqual(24);
    expect(inCanary.length).toBeLessThanOrEqual(56);
    expect(customers.every((id) => [stable, canary].includes(first.get(id)!))).toBe(true);
    for (let reload = 0; reload < 3; reload += 1) {
      for (const id of customers) expect(await billsFor(cookieOf(id))).toBe(first.get(id));
    }

    expect(await billsFor()).toBe(stable);
    const someoneInCanary = inCanary[0]!;
    expect(await billsFor(`accessToken=${accessToken(someoneInCanary, { staff: true })}`)).toBe(stable);
    // Sessions are HttpOnly cookies (ADR 0032): a browser signed in to the back office holds staffToken.
    expect(await billsFor(`staffToken=${accessToken(someoneInCanary, { staff: true })}; accessToken=${accessToken(someoneInCanary)}`)).toBe(stable);
    expect(await billsFor(`signedIn=1; accessToken=${accessToken(someoneInCanary)}`)).toBe(canary);
    expect(await billsFor(`accessToken=${accessToken(someoneInCanary, { expired: true })}`)).toBe(stable);

    // Widening keeps everyone already in.
    await store.canary(actor, 'bills', canary, 30);
    await served((answer) => answer.remotes.bills!.canary?.percent === 30);
    for (const id of inCanary) expect(await billsFor(cookieOf(id))).toBe(canary);
    const widened = (await Promise.all(customers.map((id) => billsFor(cookieOf(id))))).filter((version) => version === canary).length;
    expect(widened).toBeGreaterThanOrEqual(96);
    expect(widened).toBeLessThanOrEqual(144);

    await store.abortCanary(actor, 'bills');
    await served((answer) => !answer.remotes.bills!.canary);
    for (const id of customers) expect(await billsFor(cookieOf(id))).toBe(stable);
  });

  it('the answer names the stable version, and carries the SRI digest of the manifest the browser loads first', async () => {
    const answer = await registry();
    const manifest = fakeBuild('bills', { label: 'A' }).get('mf-manifest.json')!;
    const digest = `sha384-${createHash('sha384').update(manifest).digest('base64')}`;
    expect(answer.remotes.bills).toMatchObject({ live: stable, stable, integrity: digest });
    expect(answer.remotes.bills.versions[stable].integrity).toBe(digest);
  });

  it('buckets are spread evenly and decoding ignores malformed tokens', () => {
    const buckets = Array.from({ length: 2000 }, (_, i) => bucketOf('bills', 'v', String(i)));
    expect(buckets.filter((bucket) => bucket < 5000).length).toBeGreaterThan(900);
    expect(customerOf('not a token', new Date())).toBeNull();
    expect(customerOf(`a.${Buffer.from('{"sub":"x"}').toString('base64url')}.c`, new Date())).toBeNull();
    expect(customerOf(accessToken(7), new Date())).toBe('7');
  });
});

describe('health tickets (ADR 0022 amendment 3)', () => {
  const ticketOf = async (cookie?: string) => {
    const check = verifyHealthTicket(ticketKey, (await registry(cookie)).healthTicket as string, new Date());
    if (!check.ok) throw new Error(`no valid ticket: ${check.reason}`);
    return check.ticket;
  };

  it("every answer carries a ticket of its own naming the versions it served; a canary's names the customer, stable's nobody", async () => {
    await store.canary(actor, 'bills', canary, 50);
    await served((answer) => answer.remotes.bills!.canary?.percent === 50);
    const customers = Array.from({ length: 40 }, (_, i) => 5000 + i);
    const inside = customers.find((id) => bucketOf('bills', canary, String(id)) < 5000)!;
    const outside = customers.find((id) => bucketOf('bills', canary, String(id)) >= 5000)!;
    const shell = (await registry()).shell.live as string;

    const anonymous = await ticketOf();
    expect(anonymous).toEqual({ nonce: expect.any(String), served: { shell, bills: stable }, expiresAt: expect.any(Date) });
    expect((await ticketOf()).nonce).not.toBe(anonymous.nonce);
    expect(await ticketOf(`accessToken=${accessToken(inside)}`)).toEqual(expect.objectContaining({ served: { shell, bills: canary }, customerId: String(inside) }));
    expect((await ticketOf(`accessToken=${accessToken(outside)}`)).customerId).toBeUndefined();
    await store.abortCanary(actor, 'bills');
    await served((answer) => !answer.remotes.bills!.canary);
  });
});

describe('a preview link', () => {
  const open = (token: string) => web.inject({ method: 'GET', url: `/preview?token=${token}` });

  it('sets the preview cookie for this browser: its registry names the previewed version and every page carries the badge; others keep stable; exit clears it', async () => {
    const { token } = signPreview(key, 'bills', canary, new Date());
    const opened = await open(token);
    expect(opened.statusCode).toBe(303);
    expect(opened.headers.location).toBe('/');
    const setCookie = String(opened.headers['set-cookie']);
    expect(setCookie).toMatch(new RegExp(`^${PREVIEW_COOKIE}=${token.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}; Path=/; Max-Age=(3599|3600); HttpOnly; SameSite=Lax`));
    const cookie = `${PREVIEW_COOKIE}=${token}`;

    const answer = await registry(cookie);
    expect(answer.remotes.bills.live).toBe(canary);
    expect(answer.preview).toEqual({ target: 'bills', version: canary });
    expect(await billsFor()).toBe(stable);

    const page = await web.inject({ method: 'GET', url: '/dashboard/bills/airtime', headers: { cookie } });
    expect(page.body).toContain(`Preview: bills ${canary}`);
    expect(page.body).toContain('<a href="/preview/exit">Exit preview</a>');
    expect((await web.inject({ method: 'GET', url: '/dashboard' })).body).not.toContain('release-preview-badge');

    const exit = await web.inject({ method: 'GET', url: '/preview/exit', headers: { cookie } });
    expect(exit.statusCode).toBe(303);
    expect(String(exit.headers['set-cookie'])).toMatch(new RegExp(`^${PREVIEW_COOKIE}=; Path=/; Max-Age=0`));
  });

  it('a forged, expired or unknown-version link is refused with a page saying so, and sets no cookie', async () => {
    const { token } = signPreview(key, 'bills', canary, new Date());
    const [payload, signature] = token.split('.');
    const otherPayload = Buffer.from(JSON.stringify({ t: 'bills', v: stable, exp: Date.now() + 60_000 })).toString('base64url');
    const cases = [
      { token: `${otherPayload}.${signature}`, status: 400, says: 'This preview link is not valid' },
      { token: signPreview(Buffer.from('another key'), 'bills', canary, new Date()).token, status: 400, says: 'This preview link is not valid' },
      { token: `${payload}`, status: 400, says: 'This preview link is not valid' },
      { token: signPreview(key, 'bills', canary, new Date(Date.now() - 2 * 3600_000)).token, status: 400, says: 'This preview link has expired' },
      { token: signPreview(key, 'bills', '0.1.0-0000000000', new Date()).token, status: 404, says: 'This version is not published' },
    ];
    for (const refused of cases) {
      const answer = await open(refused.token);
      expect(answer.statusCode).toBe(refused.status);
      expect(answer.headers['set-cookie']).toBeUndefined();
      expect(answer.body).toContain(refused.says);
      expect(answer.body).toContain('Nothing was changed');
    }
    // A forged cookie set by hand changes nothing either.
    expect(await billsFor(`${PREVIEW_COOKIE}=${otherPayload}.${signature}`)).toBe(stable);
  });
});
