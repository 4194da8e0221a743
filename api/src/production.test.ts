import { spawnSync } from 'node:child_process';
import { networkInterfaces } from 'node:os';
import { join } from 'node:path';
import { configFromEnv } from './config';
import { assertProductionReady, productionProblems } from './production';

const SAFE = {
  NODE_ENV: 'production',
  BILLS_PROVIDER_URL: 'https://vtpass.example.com',
  PAYMENT_GATEWAY_URL: 'https://api.monnify.example.com',
  // openssl rand -hex 32, openssl rand -base64 32, and the kind npm start generates.
  JWT_SECRET: '3f9c1e7a52b04d8e96a1c2f0b7d35e48a9c6f21d0e4b7a83c5d9f1e2a6b04c7d',
  SMTP_URL: 'smtps://mailer:secret@smtp.example.com',
  GATEWAY_SECRET: 'q7T+Zk2mWv9Xe4Lr1Pb8Ns5Jc3Hd6Gf0Ya/Ku2Ri9Mo=',
  PROXY_SECRET: '8d41c0f27a9e3b56d1f04a7c2e98b53d60af17c4e2b9d835',
};

/** Names resolve only as the tests say: no DNS from tests. */
const NAMES: Record<string, string[]> = { 'provider.internal': ['127.0.0.1'], 'gateway.internal': ['10.0.0.7', '::1'] };
const resolve = async (hostname: string) => NAMES[hostname] ?? [];
const problemsOf = (env: NodeJS.ProcessEnv) => productionProblems(configFromEnv(env), env, resolve);
const assertReady = (env: NodeJS.ProcessEnv) => assertProductionReady(configFromEnv(env), env, resolve);

describe('production mode (NODE_ENV=production)', () => {
  it('starts with real provider, gateway, mail and a JWT secret', async () => {
    expect(await problemsOf(SAFE)).toEqual([]);
    await expect(assertReady(SAFE)).resolves.toBeUndefined();
  });

  it.each([
    ['no BILLS_PROVIDER_URL (the sandbox default)', { BILLS_PROVIDER_URL: undefined }, /BILLS_PROVIDER_URL/],
    ['the sandbox as bill provider', { BILLS_PROVIDER_URL: 'http://127.0.0.1:8090' }, /BILLS_PROVIDER_URL/],
    ['the sandbox as gateway', { PAYMENT_GATEWAY_URL: 'http://localhost:8090' }, /PAYMENT_GATEWAY_URL/],
    ['no gateway', { PAYMENT_GATEWAY_URL: undefined }, /PAYMENT_GATEWAY_URL/],
    ["the sandbox gateway's secret", { GATEWAY_SECRET: undefined }, /GATEWAY_SECRET/],
    ['the generated JWT secret', { JWT_SECRET: undefined }, /JWT_SECRET/],
    ['a short JWT secret', { JWT_SECRET: 'short' }, /JWT_SECRET is too weak/],
    ['a JWT secret of 32 times the same letter', { JWT_SECRET: 'a'.repeat(32) }, /JWT_SECRET is too weak/],
    ['a JWT secret that is a run of characters', { JWT_SECRET: 'abcdefghijklmnopqrstuvwxyz0123456789ABCDEFGHIJ' }, /JWT_SECRET is too weak/],
    ['a gateway secret of one character', { GATEWAY_SECRET: 'x' }, /GATEWAY_SECRET is too weak/],
    ['a guessable gateway secret', { GATEWAY_SECRET: 'sk_live_0123456789' }, /GATEWAY_SECRET is too weak/],
    ['a guessable proxy secret', { PROXY_SECRET: 'secret' }, /PROXY_SECRET is too weak/],
    ['the development mailbox', { SMTP_URL: undefined }, /SMTP_URL/],
    ["the real provider for test keys", { RESELLER_TEST_PROVIDER_URL: 'https://vtpass.example.com/' }, /RESELLER_TEST_PROVIDER_URL/],
  ])('refuses %s with a clear message', async (_case, change, message) => {
    const env = { ...SAFE, ...change };
    const problems = await problemsOf(env);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(message);
    await expect(assertReady(env)).rejects.toThrow(/Refusing to start in production mode/);
  });

  // What the outside test started production with.
  const WEAK = [
    ['the sandbox gateway secret', 'sandbox-gateway-secret', /is a development default/],
    ['password eight times', 'password'.repeat(8), /is too weak/],
    ['secret ten times', 'secret'.repeat(10), /is too weak/],
    ['dictionary words', 'super-secret-production-signing-key', /is too weak/],
  ] as const;
  describe.each(['JWT_SECRET', 'GATEWAY_SECRET', 'PROXY_SECRET', 'RELEASE_PREVIEW_SECRET', 'METRICS_TOKEN'])('%s', (name) => {
    it.each(WEAK)('refuses %s, naming the setting', async (_case, value, why) => {
      const problems = await problemsOf({ ...SAFE, [name]: value });
      expect(problems).toEqual([expect.stringMatching(new RegExp(`^${name} ${why.source}`))]);
    });
  });

  it('the API process exits non-zero naming the setting', () => {
    const run = spawnSync(process.execPath, ['--import', 'tsx', join(__dirname, 'server.ts')], {
      encoding: 'utf8',
      env: { ...process.env, ...SAFE, JWT_SECRET: 'sandbox-gateway-secret', DATABASE_URL: '', DATA_DIR: '/nonexistent-h41' },
      timeout: 60_000,
    });
    expect(run.status).not.toBe(0);
    expect(run.status).not.toBeNull();
    expect(run.stderr).toMatch(/JWT_SECRET is a development default/);
  });

  it.each([
    'http://0.0.0.0:8090',
    'http://localhost.:8090',
    'http://LocalHost..:8090',
    'http://sandbox.localhost:8090',
    'http://[::ffff:127.0.0.1]:8090',
    'http://[::ffff:0.0.0.0]:8090',
    'http://[::]:8090',
    'http://[0:0:0:0:0:0:0:1]:8090',
    'http://2130706433:8090',
    'http://0x7f.0.0.1:8090',
    'http://0177.0.0.1:8090',
    'http://0:8090',
    'http://127.1.2.3:8090',
    'http://provider.internal:8090',
    'http://gateway.internal:8090',
  ])('refuses the sandbox on this machine at %s as provider and as gateway', async (url) => {
    const problems = await problemsOf({ ...SAFE, BILLS_PROVIDER_URL: url, PAYMENT_GATEWAY_URL: url });
    expect(problems).toEqual([expect.stringMatching(/^BILLS_PROVIDER_URL/), expect.stringMatching(/^PAYMENT_GATEWAY_URL/)]);
  });

  it("refuses this host's own interface addresses, IPv6 unique-local and link-local", async () => {
    const own = Object.values(networkInterfaces()).flatMap((entries) => entries ?? []).find((entry) => !entry.internal && entry.family === 'IPv4');
    const urls = ['http://[fd00::2]:8090', 'http://[fe80::1]:8090', 'http://169.254.10.10:8090', ...(own ? [`http://${own.address}:8090`] : [])];
    for (const url of urls) {
      const problems = await problemsOf({ ...SAFE, BILLS_PROVIDER_URL: url, PAYMENT_GATEWAY_URL: url });
      expect([url, problems]).toEqual([url, [expect.stringMatching(/^BILLS_PROVIDER_URL/), expect.stringMatching(/^PAYMENT_GATEWAY_URL/)]]);
    }
  });

  it('accepts providers elsewhere, also by address', async () => {
    const env = { ...SAFE, BILLS_PROVIDER_URL: 'http://10.0.0.5:8090', PAYMENT_GATEWAY_URL: 'https://[2001:db8::1]/' };
    expect(await problemsOf(env)).toEqual([]);
  });

  it('development starts with every default', async () => {
    await expect(assertReady({})).resolves.toBeUndefined();
  });

  it('serves API docs in development, not in production unless API_DOCS=1', () => {
    expect(configFromEnv({}).apiDocs).toBe(true);
    expect(configFromEnv(SAFE).apiDocs).toBe(false);
    expect(configFromEnv({ ...SAFE, API_DOCS: '1' }).apiDocs).toBe(true);
  });

  it('the API binds API_HOST, falling back to HOST, then loopback', () => {
    expect(configFromEnv({}).host).toBe('127.0.0.1');
    expect(configFromEnv({ HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
    expect(configFromEnv({ HOST: '0.0.0.0', API_HOST: '10.0.0.5' }).host).toBe('10.0.0.5');
  });
});
