import type { JobRunner } from './runner';

export interface JobWorker {
  /** Makes idle lanes look for work now (a NOTIFY arrived). */
  wake(): void;
  /** Stops claiming and waits for the jobs in progress. */
  stop(): Promise<void>;
}

/**
 * Runs every queue with its own number of lanes; each lane claims and runs one job at a time,
 * goes again at once after a job, and otherwise sleeps until woken or `pollMs` has passed.
 */
export function startJobWorker(
  runner: JobRunner,
  options: { pollMs: number; log: { error(obj: unknown, msg: string): void } },
): JobWorker {
  let stopped = false;
  const sleepers = new Set<() => void>();

  const nap = (ms: number) =>
    new Promise<void>((resolve) => {
      const done = () => {
        clearTimeout(timer);
        sleepers.delete(done);
        resolve();
      };
      const timer = setTimeout(done, ms);
      sleepers.add(done);
    });

  async function lane(queue: string): Promise<void> {
    await nap(options.pollMs);
    while (!stopped) {
      let ran = false;
      try {
        ran = await runner.runOne(queue);
      } catch (err) {
        // The database may be away for a moment: keep the lane, try again after a poll.
        options.log.error({ err, queue }, 'job worker could not claim a job');
      }
      if (!ran && !stopped) await nap(options.pollMs);
    }
  }

  const lanes = runner.queues.flatMap((queue) => Array.from({ length: queue.concurrency }, () => lane(queue.name)));

  return {
    wake() {
      for (const wakeUp of [...sleepers]) wakeUp();
    },
    async stop() {
      stopped = true;
      for (const wakeUp of [...sleepers]) wakeUp();
      await Promise.all(lanes);
    },
  };
}
