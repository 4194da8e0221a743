import { expectIntegrity, integrityPlugin } from './integrity';
import { liveRemotes } from './registry';
import { registeredAsDeclared } from '../testing/registeredAsDeclared';

// ADR 0022: the manifest is fetched with the digest publish recorded, the remote entry's script
// carries its own; a remote whose manifest has a digest but whose entry has none can never run.
const plugin = integrityPlugin() as Required<Pick<ReturnType<typeof integrityPlugin>, 'fetch' | 'createScript' | 'createLink'>>;
const manifest = 'sha384-manifestmanifestmanifestmanifestmanifestmanifestmanifestmanif';
const entry = 'sha384-entryentryentryentryentryentryentryentryentryentryentryentryen';

test('the registry hands the served version’s digests to the remote', () => {
  const [bills] = liveRemotes(registeredAsDeclared({
    remotes: { bills: { live: '2', versions: { '2': { manifest: '/store/remotes/bills/2/mf-manifest.json', paths: [], widgets: [], integrity: manifest, entryIntegrity: entry } } } },
  }));
  expect(bills).toMatchObject({ integrity: manifest, entryIntegrity: entry });
});

test('the manifest is fetched with its integrity; the entry script gets its own', async () => {
  expectIntegrity({ entry: '/store/remotes/bills/2/mf-manifest.json', integrity: manifest, entryIntegrity: entry });
  const fetched = jest.fn(async () => new Response('{}'));
  const realFetch = global.fetch;
  global.fetch = fetched as unknown as typeof fetch;
  try {
    await plugin.fetch(`${location.origin}/store/remotes/bills/2/mf-manifest.json`, {});
  } finally {
    global.fetch = realFetch;
  }
  expect(fetched).toHaveBeenCalledWith(`${location.origin}/store/remotes/bills/2/mf-manifest.json`, expect.objectContaining({ integrity: manifest }));

  const script = plugin.createScript({ url: `${location.origin}/store/remotes/bills/2/remoteEntry.js` }) as HTMLScriptElement;
  expect(script.integrity).toBe(entry);
  expect(script.crossOrigin).toBe('anonymous');
  // A version published before chunks' digests were recorded: its chunks load as before (never with the entry's digest).
  expect(plugin.createScript({ url: `${location.origin}/store/remotes/bills/2/278.b0022af0.js` })).toBeUndefined();
});

test('an entry without a recorded digest gets one that no bytes match; remotes without digests load as before', () => {
  expectIntegrity({ entry: '/store/remotes/shop/1/mf-manifest.json', integrity: manifest });
  expect((plugin.createScript({ url: '/store/remotes/shop/1/remoteEntry.js' }) as HTMLScriptElement).integrity).toBe('sha384-unrecorded');
  expectIntegrity({ entry: '/store/remotes/old/1/mf-manifest.json' });
  expect(plugin.createScript({ url: '/store/remotes/old/1/remoteEntry.js' })).toBeUndefined();
  expect(plugin.fetch('/store/remotes/old/1/mf-manifest.json', {})).toBeUndefined();
});

const digest = (char: string) => `sha384-${char.repeat(64)}`;
const table = (files: Record<string, string>) => JSON.stringify({ files });

/** Runs the manifest fetch hook with `answers` (URL -> body) as the network; returns what was fetched, and how. */
async function fetchManifest(url: string, answers: Record<string, string>) {
  const fetched = jest.fn(async (input: string) => (answers[input] === undefined ? new Response('', { status: 404 }) : new Response(answers[input])));
  const realFetch = global.fetch;
  global.fetch = fetched as unknown as typeof fetch;
  try {
    await plugin.fetch(url, {});
  } finally {
    global.fetch = realFetch;
  }
  return fetched;
}

describe('chunks get the digest their version’s table names for their full URL', () => {
  const origin = location.origin;
  const billsChunk = digest('b');
  const shopChunk = digest('s');

  beforeAll(async () => {
    expectIntegrity({ entry: '/store/remotes/bills/3/mf-manifest.json', integrity: manifest, entryIntegrity: entry, digestsIntegrity: digest('T') });
    expectIntegrity({ entry: '/store/remotes/shop/3/mf-manifest.json', integrity: manifest, entryIntegrity: entry, digestsIntegrity: digest('U') });
    const fetched = await fetchManifest(`${origin}/store/remotes/bills/3/mf-manifest.json`, {
      [`${origin}/store/remotes/bills/3/mf-manifest.json`]: '{}',
      [`${origin}/store/remotes/bills/3/release-digests.json`]: table({ '574.6731a4d1.js': billsChunk, '__federation_expose_routes.2333.css': digest('c') }),
    });
    expect(fetched).toHaveBeenCalledWith(`${origin}/store/remotes/bills/3/release-digests.json`, expect.objectContaining({ integrity: digest('T') }));
    // Same chunk file name in another remote, another digest.
    await fetchManifest(`${origin}/store/remotes/shop/3/mf-manifest.json`, {
      [`${origin}/store/remotes/shop/3/mf-manifest.json`]: '{}',
      [`${origin}/store/remotes/shop/3/release-digests.json`]: table({ '574.6731a4d1.js': shopChunk }),
    });
  });

  test('two remotes whose chunks have the same name each get their own file’s digest', () => {
    const bills = plugin.createScript({ url: `${origin}/store/remotes/bills/3/574.6731a4d1.js`, attrs: { fetchpriority: 'high', type: 'text/javascript' } }) as HTMLScriptElement;
    const shop = plugin.createScript({ url: `${origin}/store/remotes/shop/3/574.6731a4d1.js` }) as HTMLScriptElement;
    expect([bills.integrity, shop.integrity]).toEqual([billsChunk, shopChunk]);
    expect(bills.crossOrigin).toBe('anonymous');
    expect(bills.getAttribute('fetchpriority')).toBe('high');
    // The entry keeps its own digest.
    expect((plugin.createScript({ url: `${origin}/store/remotes/shop/3/remoteEntry.js` }) as HTMLScriptElement).integrity).toBe(entry);
  });

  test('a stylesheet chunk gets its digest, and the runtime’s attributes', () => {
    const link = plugin.createLink({ url: `${origin}/store/remotes/bills/3/__federation_expose_routes.2333.css`, attrs: { rel: 'stylesheet', type: 'text/css' } }) as HTMLLinkElement;
    expect(link.integrity).toBe(digest('c'));
    expect(link.rel).toBe('stylesheet');
    expect(link.href).toBe(`${origin}/store/remotes/bills/3/__federation_expose_routes.2333.css`);
  });

  test('a file the table does not name gets a digest no bytes match (it never runs)', () => {
    expect((plugin.createScript({ url: `${origin}/store/remotes/bills/3/999.deadbeef.js` }) as HTMLScriptElement).integrity).toBe('sha384-unrecorded');
    expect((plugin.createLink({ url: `${origin}/store/remotes/shop/3/__federation_expose_routes.2333.css`, attrs: { rel: 'stylesheet' } }) as HTMLLinkElement).integrity).toBe('sha384-unrecorded');
  });

  test('a table that is not one, or that does not arrive, fails the load (and a retry fetches it again)', async () => {
    expectIntegrity({ entry: '/store/remotes/wallet/3/mf-manifest.json', integrity: manifest, entryIntegrity: entry, digestsIntegrity: digest('W') });
    const url = `${origin}/store/remotes/wallet/3/mf-manifest.json`;
    await expect(fetchManifest(url, { [url]: '{}', [`${origin}/store/remotes/wallet/3/release-digests.json`]: table({ 'a.js': 'sha256-x' }) })).rejects.toThrow(/not a table/);
    await expect(fetchManifest(url, { [url]: '{}' })).rejects.toThrow(/HTTP 404/);
    await fetchManifest(url, { [url]: '{}', [`${origin}/store/remotes/wallet/3/release-digests.json`]: table({ 'a.js': digest('a') }) });
    expect((plugin.createScript({ url: `${origin}/store/remotes/wallet/3/a.js` }) as HTMLScriptElement).integrity).toBe(digest('a'));
  });
});
