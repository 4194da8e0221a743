// Run by file-cache-memory.test.ts: a web server in a process of its own, reading DATABASE_URL, so
// that the test can measure its resident memory. Answers 'memory' with its RSS and the bytes its
// buffers hold, after a full GC.
import type { AddressInfo } from 'node:net';
import { databaseSource } from '../src/release-source';
import { buildServer } from '../src/server';

const gc = (globalThis as { gc?: () => void }).gc!;

/**
 * RSS and buffer bytes once a full GC has nothing more to free: V8 frees the memory of dead buffers on
 * a background thread after the GC, so one reading right after gc() may still count them.
 */
async function settledMemory() {
  let last = -1;
  for (let round = 0; round < 20; round += 1) {
    gc();
    await new Promise((resolve) => setImmediate(resolve));
    const { rss, arrayBuffers } = process.memoryUsage();
    if (arrayBuffers === last) return { rss, arrayBuffers };
    last = arrayBuffers;
  }
  const { rss, arrayBuffers } = process.memoryUsage();
  return { rss, arrayBuffers };
}

async function main() {
  const app = await buildServer({
    source: databaseSource(process.env.DATABASE_URL!),
    // Nothing here asks the API: only stored files are requested.
    apiUrl: 'http://127.0.0.1:9',
    fileCacheBytes: Number(process.env.WEB_FILE_CACHE_MB) * 1024 * 1024,
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  process.on('message', (message) => {
    if (message === 'memory') void settledMemory().then((memory) => process.send!({ memory }));
    if (message === 'stop') void app.close().then(() => process.exit(0));
  });
  process.send!({ port: (app.server.address() as AddressInfo).port });
}

void main();
