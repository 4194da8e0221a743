import { Writable } from 'node:stream';
import Fastify, { LogController } from 'fastify';
import { logEachAnswer, logFormatOf, loggerOptions, type LogFormat } from './logging';

/* A request is one line in the terminal (pretty in development, JSON in production). */

function captured() {
  const lines: string[] = [];
  const destination = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
      done();
    },
  });
  return { lines, destination };
}

async function answerOnce(format: LogFormat) {
  const { lines, destination } = captured();
  const app = Fastify({
    logger: loggerOptions({ level: 'info', format, destination, colorize: false }),
    logController: new LogController({ disableRequestLogging: true }),
  });
  logEachAnswer(app);
  app.get('/api/v1/user/', async () => ({ ok: true }));
  app.get('/quiet', { logLevel: 'warn' }, async () => ({ ok: true }));
  await app.inject({ method: 'GET', url: '/api/v1/user/' });
  await app.inject({ method: 'GET', url: '/quiet' });
  await app.close();
  return lines;
}

it('prints one readable line per answer in development', async () => {
  const lines = await answerOnce('pretty');
  expect(lines).toHaveLength(1);
  expect(lines[0]).toMatch(/^\[\d\d:\d\d:\d\d\] INFO: GET \/api\/v1\/user\/ 200 \d+ ms$/);
});

it('prints one JSON line per answer in production, with its fields', async () => {
  const lines = await answerOnce('json');
  expect(lines).toHaveLength(1);
  expect(JSON.parse(lines[0]!)).toMatchObject({ level: 30, method: 'GET', url: '/api/v1/user/', status: 200, msg: expect.stringMatching(/^GET \/api\/v1\/user\/ 200 \d+ ms$/) });
});

it('is JSON in production and pretty elsewhere unless LOG_FORMAT says', () => {
  expect(logFormatOf({ NODE_ENV: 'production' })).toBe('json');
  expect(logFormatOf({})).toBe('pretty');
  expect(logFormatOf({ NODE_ENV: 'production', LOG_FORMAT: 'pretty' })).toBe('pretty');
  expect(logFormatOf({ LOG_FORMAT: 'json' })).toBe('json');
});
