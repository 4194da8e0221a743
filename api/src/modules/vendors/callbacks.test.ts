import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { callbackTarget, postCallback } from './callbacks';
import { callbackRetryDelayMs } from '@topup/rules';
import { configFromEnv } from '../../config';

/** Names resolve only as each test says: no DNS from tests. */
const names = (table: Record<string, string[]>) => {
  const asked: string[] = [];
  const resolve = async (host: string) => {
    asked.push(host);
    return table[host] ?? [];
  };
  return { resolve, asked };
};
const refusalOf = async (url: string, privateAllowed: boolean, options: Parameters<typeof callbackTarget>[2] = {}) => {
  const target = await callbackTarget(url, privateAllowed, options);
  return 'refusal' in target ? target.refusal : null;
};

describe("a vendor's callback URL (SSRF guard)", () => {
  it.each([
    'http://127.0.0.1:5432/',
    'http://localhost:8081/api/v1/',
    'http://10.0.0.8/hook',
    'http://[::1]/hook',
    'http://169.254.169.254/latest/meta-data/',
    'http://[::ffff:192.168.1.1]/',
    'http://[fd00::2]/hook',
    'http://[fe80::1]/hook',
  ])('%s is not called in production', async (url) => {
    expect(await refusalOf(url, false)).toMatch(/^Not sent: .* (private network|this server's own) address$/);
  });

  it("the host's own interface addresses are refused, even public ones, and names that resolve to them", async () => {
    const ownAddresses = () => ['203.0.113.77', '2001:db8::77'];
    const { resolve } = names({ 'me.example': ['203.0.113.77'] });
    expect(await refusalOf('https://203.0.113.77/hook', false, { ownAddresses })).toBe("Not sent: 203.0.113.77 is this server's own address");
    expect(await refusalOf('https://[2001:db8::77]/hook', false, { ownAddresses })).toBe("Not sent: 2001:db8::77 is this server's own address");
    expect(await refusalOf('https://me.example/hook', false, { ownAddresses, resolve })).toBe("Not sent: me.example is this server's own address");
  });

  it('a public address is called', async () => {
    expect(await callbackTarget('https://203.0.113.7/topup/callback', false, { ownAddresses: () => [] })).toEqual({ address: '203.0.113.7' });
  });

  it('a name that does not resolve is not called', async () => {
    expect(await refusalOf('https://no-such-host.invalid/hook', false, { resolve: names({}).resolve })).toBe('Not sent: no-such-host.invalid does not resolve');
  });

  it('development and tests may use receivers on this machine', async () => {
    expect(await refusalOf('http://127.0.0.1:9000/', true)).toBeNull();
  });
});

describe('the callback is posted to the address that was checked (no second lookup: DNS rebinding)', () => {
  let server: Server;
  let port: number;
  const received: IncomingMessage[] = [];
  beforeAll(async () => {
    server = createServer((request, response) => {
      received.push(request);
      request.resume();
      request.on('end', () => response.end('thanks'));
    });
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((done) => server.close(() => done())));

  it('a name looked up once reaches the address it resolved to, with its own Host header', async () => {
    // A rebinding name: the first answer is the one checked; a second lookup would say elsewhere.
    let lookups = 0;
    const resolve = async () => (lookups++ === 0 ? ['127.0.0.1'] : ['192.0.2.1']);
    const url = `http://vendor-callbacks.example:${port}/hook`;
    const target = await callbackTarget(url, true, { resolve });
    expect(target).toEqual({ address: '127.0.0.1' });
    const answer = await postCallback(url, (target as { address: string }).address, { headers: { 'content-type': 'application/json' }, body: '{}', timeoutMs: 5_000 });
    expect(answer).toEqual({ status: 200, text: 'thanks' });
    expect(lookups).toBe(1);
    expect(received.at(-1)!.headers.host).toBe(`vendor-callbacks.example:${port}`);
  });
});

describe('callback retry timing (CALLBACK_RETRY_*, ADR 0043)', () => {
  it('defaults to 30 s, 60 s, 2 min ... at most 30 min, for 24 h', () => {
    const { callbackRetry } = configFromEnv({});
    expect(callbackRetry).toEqual({ baseMs: 30_000, maxDelayMs: 1_800_000, windowMs: 86_400_000 });
    expect([1, 2, 3, 4, 5, 6, 7, 20].map((n) => callbackRetryDelayMs(n, callbackRetry))).toEqual([30_000, 60_000, 120_000, 240_000, 480_000, 960_000, 1_800_000, 1_800_000]);
  });

  it('is set from the environment like the job queue’s other settings', () => {
    const { callbackRetry } = configFromEnv({ CALLBACK_RETRY_BASE_MS: '100', CALLBACK_RETRY_MAX_DELAY_MS: '250', CALLBACK_RETRY_WINDOW_MS: '60000' });
    expect(callbackRetry).toEqual({ baseMs: 100, maxDelayMs: 250, windowMs: 60_000 });
    expect([1, 2, 3, 4].map((n) => callbackRetryDelayMs(n, callbackRetry))).toEqual([100, 200, 250, 250]);
  });
});
