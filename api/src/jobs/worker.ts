import type { JobRunner } from './runner';

/** Polls for due jobs until stopped; stop() waits for the batch in progress. */
export function startJobWorker(
  runner: JobRunner,
  options: { pollMs: number; log: { error(obj: unknown, msg: string): void } },
): { stop(): Promise<void> } {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let current: Promise<unknown> = Promise.resolve();

  const tick = () => {
    if (stopped) return;
    current = runner
      .runDue()
      .catch((err) => options.log.error({ err }, 'job worker batch failed'))
      .then((ran) => {
        if (stopped) return;
        // A full batch means more may be waiting: go again at once.
        timer = setTimeout(tick, typeof ran === 'number' && ran > 0 ? 0 : options.pollMs);
      });
  };
  timer = setTimeout(tick, options.pollMs);

  return {
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await current;
    },
  };
}
