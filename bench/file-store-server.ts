// The yardstick for bench/releases.ts: the release store as it was served before it moved into the database (ADR 0018),
// @fastify/static from a folder with precompressed twins, immutable for a year.
import Fastify from 'fastify';
import fastifyStatic from '@fastify/static';

async function main() {
  const app = Fastify();
  await app.register(fastifyStatic, {
    root: process.env.STORE_DIR!,
    prefix: '/store/',
    immutable: true,
    maxAge: 31_536_000_000,
    etag: false,
    lastModified: false,
    preCompressed: true,
  });
  await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
}

void main();
