import { classifyLoadFailure, flushHealth, reportHealth, reportLoaded, setShellVersion } from './health';

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
  expect(await classifyLoadFailure({ entry: '/m.json' }, Object.assign(new Error('Failed to load script'), { name: 'ScriptNetworkError' }))).toBe('network');
  expect(await classifyLoadFailure({ entry: '/m.json' }, new Error('[ Federation Runtime ]: RUNTIME-004'))).toBe('federation');
});
