import { createHash, webcrypto } from 'node:crypto';
import { classifyLoadFailure, flushHealth, reportHealth, reportLoaded, setShellVersion } from './health';
import { expectIntegrity, integrityPlugin } from './integrity';

// ADR 0022: events are merged and batched, tagged with the shell version, and carry no personal data.
test('events are counted per version and kind, and sent in one batch with the shell version', () => {
  const fetched = jest.fn(async () => new Response(null, { status: 202 }));
  const realFetch = global.fetch;
  global.fetch = fetched as unknown as typeof fetch;
  try {
    setShellVersion('0.1.0-shell');
    reportLoaded({ name: 'bills', version: '0.1.0-b' });
    reportLoaded({ name: 'bills', version: '0.1.0-b' });
    reportHealth({ target: 'bills', version: '0.1.0-b', kind: 'render-error' });
    reportHealth({ target: 'bills', version: '0.1.0-b', kind: 'render-error' });
    flushHealth();
  } finally {
    global.fetch = realFetch;
  }
  expect(fetched).toHaveBeenCalledTimes(1);
  const [url, init] = fetched.mock.calls[0] as unknown as [string, RequestInit];
  expect(url).toBe('/api/v1/release-health/');
  expect(init).toMatchObject({ method: 'POST', keepalive: true, credentials: 'omit' });
  expect(JSON.parse(init.body as string)).toEqual({
    shell: '0.1.0-shell',
    events: [
      { target: 'bills', version: '0.1.0-b', kind: 'load' },
      { target: 'bills', version: '0.1.0-b', kind: 'render-error', count: 2 },
    ],
  });
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
