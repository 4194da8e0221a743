// A build uploaded as a tar stream (ADR 0031): `npm run release -- publish`
// sends its dist folder so, and `tar -cf - -C dist .` does too. Read as it arrives, chunk by chunk:
// the size limit and every file name are checked before the rest is read, and no copy of the
// whole body (nor a base64 JSON of it) is ever held. Regular files only; POSIX (ustar, pax) and
// GNU long names.
import { API_MESSAGES } from '@topup/rules';
import { ReleaseRefused } from './errors';

/** The publish upload's Content-Type. */
export const TAR = 'application/x-tar';
const BLOCK = 512;
/** As the JSON upload's schema allowed. */
export const MAX_BUILD_FILES = 5000;
/** A name a pax or GNU header may give (a build path is at most 300 characters). */
const MAX_NAME_BYTES = 4096;

export interface TarUploadOptions {
  target: string;
  /** Bytes of the upload at most (RELEASE_UPLOAD_LIMIT_BYTES): above it, 413 before reading on. */
  limitBytes: number;
  /** A refusal for a file a build may not carry, or null (checked as each name arrives). */
  refusal(path: string): string | null;
}

const octal = (field: Buffer) => {
  const text = field.toString('latin1').replace(/\0.*$/s, '').trim();
  return text === '' ? 0 : /^[0-7]+$/.test(text) ? parseInt(text, 8) : NaN;
};
const text = (field: Buffer) => field.toString('utf8').replace(/\0.*$/s, '');

function checksumOk(header: Buffer): boolean {
  let sum = 0;
  for (let i = 0; i < BLOCK; i += 1) sum += i >= 148 && i < 156 ? 32 : header[i]!;
  return sum === octal(header.subarray(148, 156));
}

/** `path=` of a pax extended header, if any. */
function paxPath(body: Buffer): string | null {
  let path: string | null = null;
  let at = 0;
  while (at < body.length) {
    const space = body.indexOf(0x20, at);
    if (space < 0) break;
    const length = Number(body.toString('latin1', at, space));
    if (!Number.isInteger(length) || length <= 0 || at + length > body.length) break;
    const record = body.toString('utf8', space + 1, at + length - 1);
    if (record.startsWith('path=')) path = record.slice('path='.length);
    at += length;
  }
  return path;
}

type Entry = { kind: 'file'; path: string } | { kind: 'skip' } | { kind: 'pax' } | { kind: 'long-name' };

/** Reads the stream into path -> bytes (each file its own buffer), or throws a ReleaseRefused. */
export async function readTarBuild(stream: AsyncIterable<Buffer>, options: TarUploadOptions): Promise<Map<string, Buffer>> {
  const { target } = options;
  const refuse = (message: string, status = 400): never => {
    throw new ReleaseRefused(`${target}: ${message}`, status);
  };
  const files = new Map<string, Buffer>();
  let header = Buffer.alloc(0);
  let entry = null as Entry | null;
  let body = null as Buffer | null;
  let filled = 0;
  let padding = 0;
  let nextName: string | null = null;
  let zeroBlocks = 0;
  let total = 0;

  const startEntry = (block: Buffer) => {
    if (block.every((byte) => byte === 0)) {
      zeroBlocks += 1;
      return;
    }
    if (zeroBlocks > 0 || !checksumOk(block)) refuse('the upload is not a tar archive of the build (npm run release -- publish sends one)');
    const size = octal(block.subarray(124, 136));
    if (!Number.isSafeInteger(size) || size > options.limitBytes) refuse(API_MESSAGES.bodyTooLarge(Math.floor(options.limitBytes / 1024)), 413);
    const type = String.fromCharCode(block[156]!);
    const ustar = block.toString('latin1', 257, 262) === 'ustar';
    const prefix = ustar ? text(block.subarray(345, 500)) : '';
    const name = nextName ?? (prefix ? `${prefix}/${text(block.subarray(0, 100))}` : text(block.subarray(0, 100)));
    if (type === 'x' || type === 'L') {
      if (size > MAX_NAME_BYTES) refuse('a tar header of the upload is too long');
      entry = type === 'x' ? { kind: 'pax' } : { kind: 'long-name' };
    } else {
      nextName = null;
      const path = name.replace(/^(\.\/)+/, '');
      if (type === '5' || type === 'g' || path === '' || path === '.') entry = { kind: 'skip' };
      else if (type === '0' || type === '\0' || type === '7') {
        const refusal = options.refusal(path);
        if (refusal) throw new ReleaseRefused(refusal);
        if (files.has(path)) refuse(`${path} is twice in the upload`);
        if (files.size >= MAX_BUILD_FILES) refuse(`a build has at most ${MAX_BUILD_FILES} files`);
        entry = { kind: 'file', path };
      } else refuse(`${path} is not a regular file (links and devices are not part of a build)`);
    }
    // Each file gets a buffer of its own: the worker that hashes it copies only its bytes.
    body = Buffer.allocUnsafeSlow(size);
    filled = 0;
    padding = (BLOCK - (size % BLOCK)) % BLOCK;
    if (size === 0) finishEntry();
  };

  const finishEntry = () => {
    const done = entry!;
    if (done.kind === 'file') files.set(done.path, body!);
    else if (done.kind === 'pax') nextName = paxPath(body!) ?? nextName;
    else if (done.kind === 'long-name') nextName = text(body!);
    entry = null;
    body = null;
  };

  // Not `for await`: leaving that loop on a refusal would destroy the request, and with it the answer.
  const chunks = stream[Symbol.asyncIterator]();
  for (let next = await chunks.next(); !next.done; next = await chunks.next()) {
    const chunk = next.value as Buffer;
    total += chunk.length;
    if (total > options.limitBytes) refuse(API_MESSAGES.bodyTooLarge(Math.floor(options.limitBytes / 1024)), 413);
    let at = 0;
    while (at < chunk.length) {
      if (entry && body && filled < body.length) {
        const n = Math.min(body.length - filled, chunk.length - at);
        chunk.copy(body, filled, at, at + n);
        filled += n;
        at += n;
        if (filled === body.length) finishEntry();
      } else if (padding > 0) {
        const n = Math.min(padding, chunk.length - at);
        padding -= n;
        at += n;
      } else {
        const n = Math.min(BLOCK - header.length, chunk.length - at);
        header = Buffer.concat([header, chunk.subarray(at, at + n)]);
        at += n;
        if (header.length === BLOCK) {
          const block = header;
          header = Buffer.alloc(0);
          startEntry(block);
        }
      }
    }
  }
  if (entry || header.length > 0 || padding > 0) refuse('the upload ended in the middle of a file (the tar archive is cut short)');
  if (files.size === 0) refuse('the upload holds no files');
  return files;
}

/**
 * Reads and drops what is left of a refused upload (up to `limitBytes` in all), so that the client,
 * still sending, reads the refusal instead of a reset connection. False when it is over the limit.
 */
export async function drainUpload(stream: AsyncIterable<Buffer> & { readableEnded?: boolean }, limitBytes: number): Promise<boolean> {
  if (stream.readableEnded) return true;
  let total = 0;
  const chunks = stream[Symbol.asyncIterator]();
  for (let next = await chunks.next(); !next.done; next = await chunks.next()) {
    total += (next.value as Buffer).length;
    if (total > limitBytes) return false;
  }
  return true;
}

/** A build as a tar archive (ustar; a pax header for a name too long for it): what the CLI sends. */
export function tarOf(files: ReadonlyMap<string, Buffer>): Buffer {
  const parts: Buffer[] = [];
  const pad = (length: number) => Buffer.alloc((BLOCK - (length % BLOCK)) % BLOCK);
  const headerFor = (name: string, size: number, type: string) => {
    const block = Buffer.alloc(BLOCK);
    block.write(name, 0, 100, 'utf8');
    block.write('0000644\0', 100, 'latin1');
    block.write('0000000\0', 108, 'latin1');
    block.write('0000000\0', 116, 'latin1');
    block.write(`${size.toString(8).padStart(11, '0')}\0`, 124, 'latin1');
    block.write('00000000000\0', 136, 'latin1');
    block.write(type, 156, 'latin1');
    block.write('ustar\0' + '00', 257, 'latin1');
    block.fill(32, 148, 156);
    let sum = 0;
    for (const byte of block) sum += byte;
    block.write(`${sum.toString(8).padStart(6, '0')}\0 `, 148, 'latin1');
    return block;
  };
  for (const [path, content] of files) {
    if (Buffer.byteLength(path) > 100) {
      const record = (length: number) => `${length} path=${path}\n`;
      let length = Buffer.byteLength(record(0));
      while (Buffer.byteLength(record(length)) !== length) length = Buffer.byteLength(record(length));
      const pax = Buffer.from(record(length));
      parts.push(headerFor('PaxHeader', pax.length, 'x'), pax, pad(pax.length));
    }
    parts.push(headerFor(path.slice(0, 100), content.length, '0'), content, pad(content.length));
  }
  parts.push(Buffer.alloc(BLOCK * 2));
  return Buffer.concat(parts);
}
