import { createHash, webcrypto } from 'node:crypto';
import { classifyLoadFailure, flushHealth, reportHealth, reportLoaded, setHealthTicket, setShellVersion } from './health';
import { expectIntegrity, integrityPlugin } from './integrity';

// ADR 0022: events are merged and batched, tagged with the shell version and the registry answer's
// ticket, and carry no personal data; failures leave at once, the rest when the page is hidden or left.
function fetchSpy() {
  const fetched = jest.fn(async (_url: string, _init: RequestInit) => new Response(null, { status: 202 }));
  const realFetch = global.fetch;
  global.fetch = fetched as unknown as typeof fetch;
  const bodies = () => fetched.mock.calls.map(([, init]) => JSON.parse(init.body as string) as { shell: string; ticket?: string; events: object[] });
  return { fetched, bodies, restore: () => (global.fetch = realFetch) };
}

test('loads are counted per version and sent in one batch with the shell version and the ticket, keepalive, with the session cookie', () => {
  const spy = fetchSpy();
  try {
    setShellVersion('0.1.0-shell');
    setHealthTicket('ticket-1');
    reportLoaded({ name: 'bills', version: '0.1.0-b' });
    reportLoaded({ name: 'bills', version: '0.1.0-b' });
    reportLoaded({ name: 'wallet', version: '0.1.0-w' });
    expect(spy.fetched).not.toHaveBeenCalled();
    flushHealth();
  } finally {
    spy.restore();
  }
  expect(spy.fetched).toHaveBeenCalledTimes(1);
  const [url, init] = spy.fetched.mock.calls[0]!;
  expect(url).toBe('/api/v1/release-health/');
  expect(init).toMatchObject({ method: 'POST', keepalive: true, credentials: 'same-origin' });
  expect(spy.bodies()).toEqual([
    {
      shell: '0.1.0-shell',
      ticket: 'ticket-1',
      events: [
        { target: 'bills', version: '0.1.0-b', kind: 'load' },
        { target: 'wallet', version: '0.1.0-w', kind: 'load' },
      ],
    },
  ]);
});

test('a failure leaves at once, with the load queued before it', () => {
  const spy = fetchSpy();
  try {
    setHealthTicket('ticket-2');
    reportLoaded({ name: 'bills', version: '0.1.0-c' });
    reportHealth({ target: 'bills', version: '0.1.0-c', kind: 'render-error' });
    expect(spy.bodies()).toEqual([{ shell: '0.1.0-shell', ticket: 'ticket-2', events: [{ target: 'bills', version: '0.1.0-c', kind: 'load' }, { target: 'bills', version: '0.1.0-c', kind: 'render-error' }] }]);
    reportHealth({ target: 'bills', version: '0.1.0-c', kind: 'purchase', outcome: 'unsent' });
    expect(spy.fetched).toHaveBeenCalledTimes(2);
  } finally {
    spy.restore();
  }
});

test('what is queued leaves when the page is hidden or unloaded', () => {
  const spy = fetchSpy();
  try {
    reportLoaded({ name: 'bills', version: '0.1.0-d' });
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
    expect(spy.fetched).toHaveBeenCalledTimes(1);
    reportLoaded({ name: 'bills', version: '0.1.0-e' });
    window.dispatchEvent(new Event('pagehide'));
    expect(spy.fetched).toHaveBeenCalledTimes(2);
  } finally {
    Reflect.deleteProperty(document, 'visibilityState');
    spy.restore();
  }
});

test('each event goes with the ticket of the registry answer it happened under; a beacon when keepalive is refused', () => {
  const spy = fetchSpy();
  const beacon = jest.fn(() => true);
  Object.defineProperty(navigator, 'sendBeacon', { value: beacon, configurable: true });
  try {
    setHealthTicket('ticket-3');
    reportLoaded({ name: 'bills', version: '0.1.0-f' });
    setHealthTicket('ticket-4');
    reportLoaded({ name: 'bills', version: '0.1.0-g' });
    flushHealth();
    expect(spy.bodies().map((body) => body.ticket)).toEqual(['ticket-3', 'ticket-4']);
    spy.fetched.mockImplementation(() => {
      throw new TypeError('keepalive quota exceeded');
    });
    reportHealth({ target: 'bills', version: '0.1.0-g', kind: 'render-error' });
    expect(beacon).toHaveBeenCalledWith('/api/v1/release-health/', expect.any(Blob));
  } finally {
    Reflect.deleteProperty(navigator, 'sendBeacon');
    spy.restore();
  }
});

test('a load failure without recorded digests is a network or a federation failure, by its error', async () => {
  expect(await classifyLoadFailure({ entry: '/m.json' }, [Object.assign(new Error('Failed to load script'), { name: 'ScriptNetworkError' })])).toBe('network');
  expect(await classifyLoadFailure({ entry: '/m.json' }, [new Error('[ Federation Runtime ]: RUNTIME-004')])).toBe('federation');
});

test('a chunk the browser refused, that now hashes otherwise than recorded, is a failure of integrity', async () => {
  const sri = (body: string) => `sha384-${createHash('sha384').update(body).digest('base64')}`;
  const folder = `${location.origin}/store/remotes/bills/9/`;
  const chunk = `${folder}91.abc.js`;
  const served: Record<string, string> = {
    [`${folder}mf-manifest.json`]: '{}',
    [`${folder}remoteEntry.js`]: 'entry',
    [`${folder}release-digests.json`]: JSON.stringify({ files: { '91.abc.js': sri('published chunk') } }),
    [chunk]: 'published chunk',
  };
  const remote = { entry: `${folder}mf-manifest.json`, integrity: sri('{}'), entryIntegrity: sri('entry'), digestsIntegrity: sri(served[`${folder}release-digests.json`]!) };
  const realFetch = global.fetch;
  global.fetch = jest.fn(async (url: string) => new Response(served[url] ?? '', { status: url in served ? 200 : 404 })) as unknown as typeof fetch;
  // jsdom has no SubtleCrypto; the browser's is the same standard API.
  Object.defineProperty(globalThis.crypto, 'subtle', { value: webcrypto.subtle, configurable: true });
  try {
    expectIntegrity(remote);
    await (integrityPlugin() as { fetch(url: string, init: RequestInit): Promise<Response> }).fetch(remote.entry, {});
    const refused = (integrityPlugin() as { createScript(args: { url: string }): HTMLScriptElement }).createScript({ url: chunk });
    refused.dispatchEvent(new Event('error'));
    const runtimeError = new Error('[ Federation Runtime ]: The remoteEntry URL is missing from the remote snapshot. #RUNTIME-011');
    expect(await classifyLoadFailure(remote, [runtimeError])).toBe('federation');
    served[chunk] = 'changed chunk';
    expect(await classifyLoadFailure(remote, [runtimeError])).toBe('integrity');
  } finally {
    global.fetch = realFetch;
    Reflect.deleteProperty(globalThis.crypto, 'subtle');
  }
});
