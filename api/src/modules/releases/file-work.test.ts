import { createHash, randomBytes } from 'node:crypto';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { BEST_BROTLI_BYTES, compressFiles, digestFiles } from './file-work';
import { buildHash, sriOf } from './publish';

// The worker thread computes what publish computed on the event loop before (ADR 0031).
describe('the release file worker', () => {
  const files = new Map<string, Buffer>([
    ['remoteEntry.js', Buffer.from('var entry = 1;\n'.repeat(100))],
    ['static/js/a.js', Buffer.from('console.log("a")')],
    ['mf-manifest.json', Buffer.from('{"name":"topup_bills"}')],
    ['img/logo.png', randomBytes(300)],
  ]);

  it('gives the same build hash, SHA-256 and SRI digests as publish.ts computes', async () => {
    const digests = await digestFiles(files);
    expect(digests.buildHash).toBe(buildHash(files));
    for (const [path, content] of files) {
      expect(digests.files.get(path)).toEqual({ sha256: createHash('sha256').update(content).digest('hex'), sha384: sriOf(content) });
    }
  });

  it('compresses text files to brotli and gzip twins that decompress to the file, a big one too, and leaves others alone', async () => {
    const big = Buffer.from(`var big = "${'x'.repeat(64)}";\n`.repeat(Math.ceil((BEST_BROTLI_BYTES + 1024) / 80)));
    const [text, image, large] = await compressFiles([
      { content: files.get('remoteEntry.js')!, compress: true },
      { content: files.get('img/logo.png')!, compress: false },
      { content: big, compress: true },
    ]);
    expect(brotliDecompressSync(text!.br!).equals(files.get('remoteEntry.js')!)).toBe(true);
    expect(gunzipSync(text!.gz!).equals(files.get('remoteEntry.js')!)).toBe(true);
    expect(image).toEqual({ br: null, gz: null });
    expect(brotliDecompressSync(large!.br!).equals(big)).toBe(true);
    expect(large!.br!.length).toBeLessThan(big.length / 10);
  });
});
