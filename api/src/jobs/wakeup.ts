import type pg from 'pg';

/** The channel enqueueJob notifies in the enqueuing transaction (delivered on commit). */
export const JOBS_CHANNEL = 'topup_jobs';

/**
 * On PostgreSQL, LISTENs on a dedicated connection and calls `wake` for each new job, so a due
 * job starts at once instead of at the next poll. A lost connection is reopened with backoff;
 * polling goes on meanwhile (and is all PGlite has).
 */
export function listenForJobs(options: {
  connect: () => Promise<pg.Client>;
  wake: () => void;
  log: { warn(obj: unknown, msg: string): void };
  retryMs?: number;
}): { close(): Promise<void> } {
  let closed = false;
  let client: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;
  let failures = 0;

  const open = async () => {
    if (closed) return;
    try {
      const next = await options.connect();
      next.on('notification', () => options.wake());
      next.on('error', (err) => {
        options.log.warn({ err }, 'job wake-up connection lost; reconnecting');
        next.end().catch(() => undefined);
        schedule();
      });
      await next.query(`LISTEN ${JOBS_CHANNEL}`);
      client = next;
      failures = 0;
      // Jobs enqueued while we were not listening would otherwise wait for the poll.
      options.wake();
    } catch (err) {
      options.log.warn({ err }, 'could not listen for jobs; polling until it can');
      schedule();
    }
  };
  const schedule = () => {
    if (closed || retry) return;
    client = undefined;
    failures += 1;
    retry = setTimeout(() => {
      retry = undefined;
      void open();
    }, Math.min(30_000, (options.retryMs ?? 500) * 2 ** Math.min(failures - 1, 6)));
    retry.unref();
  };
  void open();

  return {
    async close() {
      closed = true;
      if (retry) clearTimeout(retry);
      await client?.end().catch(() => undefined);
    },
  };
}
