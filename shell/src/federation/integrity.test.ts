import { expectIntegrity, integrityPlugin } from './integrity';
import { liveRemotes } from './registry';

// ADR 0022: the manifest is fetched with the digest publish recorded, the remote entry's script
// carries its own; a remote whose manifest has a digest but whose entry has none can never run.
const plugin = integrityPlugin() as Required<Pick<ReturnType<typeof integrityPlugin>, 'fetch' | 'createScript'>>;
const manifest = 'sha384-manifestmanifestmanifestmanifestmanifestmanifestmanifestmanif';
const entry = 'sha384-entryentryentryentryentryentryentryentryentryentryentryentryen';

test('the registry hands the served version’s digests to the remote', () => {
  const [bills] = liveRemotes({
    remotes: { bills: { live: '2', versions: { '2': { manifest: '/store/remotes/bills/2/mf-manifest.json', paths: [], widgets: [], integrity: manifest, entryIntegrity: entry } } } },
  });
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
  // A chunk of the same folder is left to the entry's own digests: the entry's would never match it.
  expect(plugin.createScript({ url: `${location.origin}/store/remotes/bills/2/278.b0022af0.js` })).toBeUndefined();
});

test('an entry without a recorded digest gets one that no bytes match; remotes without digests load as before', () => {
  expectIntegrity({ entry: '/store/remotes/shop/1/mf-manifest.json', integrity: manifest });
  expect((plugin.createScript({ url: '/store/remotes/shop/1/remoteEntry.js' }) as HTMLScriptElement).integrity).toBe('sha384-unrecorded');
  expectIntegrity({ entry: '/store/remotes/old/1/mf-manifest.json' });
  expect(plugin.createScript({ url: '/store/remotes/old/1/remoteEntry.js' })).toBeUndefined();
  expect(plugin.fetch('/store/remotes/old/1/mf-manifest.json', {})).toBeUndefined();
});
