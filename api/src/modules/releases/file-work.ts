// The heavy part of a publish (ADR 0031): SHA-256 and SHA-384 of every file
// and their brotli and gzip twins, done on one worker thread at a lower priority, so that a 20 MB
// build neither blocks the event loop nor fills libuv's thread pool, which sign-ins need for
// argon2. One worker per process, made when first needed, never holding the process open; jobs run
// one after the other.
import { Worker } from 'node:worker_threads';

/** What the worker computes for each file. */
export interface FileDigest {
  /** Hex SHA-256: the content hash the store keys files by. */
  sha256: string;
  /** SRI form of the SHA-384 (`sha384-<base64>`, ADR 0022). */
  sha384: string;
}

export interface BuildDigests {
  /** The version's build hash (buildHash in publish.ts: names and contents, sorted by name). */
  buildHash: string;
  files: Map<string, FileDigest>;
}

export interface Compressed {
  br: Buffer | null;
  gz: Buffer | null;
}

/**
 * Brotli's best quality (11) compresses about 1 MB a second here: above this size a file gets
 * quality 9 (a few percent larger, ten times faster), so a 20 MB chunk takes seconds, not minutes.
 */
export const BEST_BROTLI_BYTES = 2 * 1024 * 1024;

/** Niceness of the worker thread (Linux keeps it per thread): requests of the API come first. */
const WORKER_NICE = 10;

// Plain JavaScript, evaluated by the worker: no build step, the same under tsx, node and Jest.
const WORKER_SOURCE = `
const { parentPort } = require('node:worker_threads');
const { createHash } = require('node:crypto');
const { brotliCompressSync, gzipSync, constants } = require('node:zlib');
try { require('node:os').setPriority(0, ${WORKER_NICE}); } catch {}
// An ArrayBuffer of exactly these bytes, handed back without a copy.
const own = (buffer) => buffer.buffer.slice(buffer.byteOffset, buffer.byteOffset + buffer.byteLength);
parentPort.on('message', ({ id, kind, files }) => {
  try {
    if (kind === 'digest') {
      const build = createHash('sha256');
      const byName = [...files].sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
      for (const file of byName) build.update(file.path).update('\\0').update(file.content).update('\\0');
      const digests = files.map((file) => ({
        path: file.path,
        sha256: createHash('sha256').update(file.content).digest('hex'),
        sha384: 'sha384-' + createHash('sha384').update(file.content).digest('base64'),
      }));
      parentPort.postMessage({ id, result: { buildHash: build.digest('hex').slice(0, 10), files: digests } });
    } else {
      const transfer = [];
      const results = files.map((file) => {
        if (!file.compress) return { br: null, gz: null };
        const quality = file.content.byteLength > ${BEST_BROTLI_BYTES} ? 9 : constants.BROTLI_MAX_QUALITY;
        const br = own(brotliCompressSync(file.content, { params: { [constants.BROTLI_PARAM_QUALITY]: quality, [constants.BROTLI_PARAM_SIZE_HINT]: file.content.byteLength } }));
        const gz = own(gzipSync(file.content, { level: 9 }));
        transfer.push(br, gz);
        return { br, gz };
      });
      parentPort.postMessage({ id, result: results }, transfer);
    }
  } catch (error) {
    parentPort.postMessage({ id, error: String(error && error.stack || error) });
  }
});
`;

type Pending = { resolve: (value: unknown) => void; reject: (error: Error) => void };
let worker: Worker | null = null;
let nextId = 0;
const pending = new Map<number, Pending>();

function theWorker(): Worker {
  if (worker) return worker;
  const made = new Worker(WORKER_SOURCE, { eval: true });
  made.unref();
  made.on('message', ({ id, result, error }: { id: number; result?: unknown; error?: string }) => {
    const job = pending.get(id);
    if (!job) return;
    pending.delete(id);
    if (pending.size === 0) made.unref();
    if (error) job.reject(new Error(`release file work failed: ${error}`));
    else job.resolve(result);
  });
  // A dead worker fails what it held; the next job makes a new one.
  const fail = (error: Error) => {
    if (worker === made) worker = null;
    for (const [id, job] of pending) {
      pending.delete(id);
      job.reject(error);
    }
  };
  made.on('error', fail);
  made.on('exit', (code) => fail(new Error(`release file worker exited (${code})`)));
  worker = made;
  return made;
}

function run<T>(kind: 'digest' | 'compress', files: Array<{ path: string; content: Buffer; compress?: boolean }>): Promise<T> {
  const target = theWorker();
  const id = (nextId += 1);
  return new Promise<T>((resolve, reject) => {
    pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
    // Held while a job runs, so a script that publishes and exits waits for it.
    target.ref();
    // The file contents are copied to the worker (the caller keeps its buffers for the database).
    target.postMessage({ id, kind, files });
  });
}

/** SHA-256 and SHA-384 of every file, and the build hash, computed on the worker. */
export async function digestFiles(files: ReadonlyMap<string, Buffer>): Promise<BuildDigests> {
  const result = await run<{ buildHash: string; files: Array<FileDigest & { path: string }> }>(
    'digest',
    [...files].map(([path, content]) => ({ path, content })),
  );
  return { buildHash: result.buildHash, files: new Map(result.files.map(({ path, ...digest }) => [path, digest])) };
}

/** The brotli (best) and gzip (level 9) twins of the files that are text, in order, computed on the worker. */
export async function compressFiles(files: ReadonlyArray<{ content: Buffer; compress: boolean }>): Promise<Compressed[]> {
  const results = await run<Array<{ br: ArrayBuffer | null; gz: ArrayBuffer | null }>>(
    'compress',
    files.map((file, n) => ({ path: String(n), content: file.content, compress: file.compress })),
  );
  return results.map(({ br, gz }) => ({ br: br ? Buffer.from(br) : null, gz: gz ? Buffer.from(gz) : null }));
}
