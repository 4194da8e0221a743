import type { FastifyInstance } from 'fastify';
import pretty from 'pino-pretty';

/*
 * What the servers print: one line per answer, never Fastify's two ("incoming request",
 * "request completed"); JSON for log collectors in production, a short coloured line in a
 * development terminal. The API, the web server and the provider sandbox all log this way.
 */
export type LogFormat = 'json' | 'pretty';

/** LOG_FORMAT (json | pretty) wins; otherwise JSON in production, pretty in development. */
export function logFormatOf(env: NodeJS.ProcessEnv): LogFormat {
  if (env.LOG_FORMAT === 'json' || env.LOG_FORMAT === 'pretty') return env.LOG_FORMAT;
  return env.NODE_ENV === 'production' ? 'json' : 'pretty';
}

/** The fields of an answer's line; the pretty format says them in its message instead. */
const ANSWER_FIELDS = ['method', 'url', 'status', 'ms'];

/** Fastify's `logger` option. `destination` (default stdout) is where pretty lines go. */
export function loggerOptions(options: { level: string; format: LogFormat; destination?: NodeJS.WritableStream; colorize?: boolean }): { level: string; stream?: NodeJS.WritableStream } {
  if (options.format === 'json') return options.destination ? { level: options.level, stream: options.destination } : { level: options.level };
  return {
    level: options.level,
    stream: pretty({
      sync: true,
      singleLine: true,
      translateTime: 'SYS:HH:MM:ss',
      ignore: ['pid', 'hostname', 'reqId', ...ANSWER_FIELDS].join(','),
      // `npm start` pipes the output and sets FORCE_COLOR when its own terminal has colours.
      colorize: options.colorize ?? (process.env.FORCE_COLOR === undefined ? undefined : process.env.FORCE_COLOR !== '0'),
      ...(options.destination ? { destination: options.destination } : {}),
    }),
  };
}

/**
 * Logs each answer once, at the route's log level (a route that web servers poll can set `warn`),
 * in place of Fastify's request logging (create the app with `disableRequestLogging: true`).
 */
export function logEachAnswer(app: FastifyInstance) {
  app.addHook('onResponse', async (request, reply) => {
    const ms = Math.round(reply.elapsedTime);
    const level = reply.statusCode >= 500 ? 'error' : 'info';
    request.log[level]({ method: request.method, url: request.url, status: reply.statusCode, ms }, `${request.method} ${request.url} ${reply.statusCode} ${ms} ms`);
  });
}
