// Run by file-cache-memory.test.ts: a web server in a process of its own, reading DATABASE_URL, so
// that the test can measure its resident memory. Answers 'memory' with its RSS after a full GC.
import type { AddressInfo } from 'node:net';
import { databaseSource } from '../src/release-source';
import { buildServer } from '../src/server';

async function main() {
  const app = await buildServer({
    source: databaseSource(process.env.DATABASE_URL!),
    // Nothing here asks the API: only stored files are requested.
    apiUrl: 'http://127.0.0.1:9',
    fileCacheBytes: Number(process.env.WEB_FILE_CACHE_MB) * 1024 * 1024,
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  process.on('message', (message) => {
    if (message === 'memory') {
      (globalThis as { gc?: () => void }).gc?.();
      process.send!({ rss: process.memoryUsage().rss });
    }
    if (message === 'stop') void app.close().then(() => process.exit(0));
  });
  process.send!({ port: (app.server.address() as AddressInfo).port });
}

void main();
