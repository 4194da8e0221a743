import type { JobRunner } from './runner';

export interface JobWorker {
  /**
   * A NOTIFY arrived: with the job's kind, one idle lane of the queue that runs it looks for work
   * now; without, every idle lane does (after a reconnect, whatever was missed).
   */
  wake(kind?: string): void;
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
  /** Sleeping lanes by queue name. */
  const sleepers = new Map<string, Set<() => void>>(runner.queues.map((q) => [q.name, new Set()]));
  const queueOf = (kind: string) => (runner.queues.find((q) => q.kinds.includes(kind)) ?? runner.queues.at(-1))!.name;

  const nap = (queue: string, ms: number) =>
    new Promise<void>((resolve) => {
      const asleep = sleepers.get(queue)!;
      const done = () => {
        clearTimeout(timer);
        asleep.delete(done);
        resolve();
      };
      const timer = setTimeout(done, ms);
      asleep.add(done);
    });
  const wakeAll = () => {
    for (const asleep of sleepers.values()) for (const wakeUp of [...asleep]) wakeUp();
  };

  const paceOf = new Map(runner.queues.map((q) => [q.name, q.paceMs ?? 0]));

  async function lane(queue: string): Promise<void> {
    const pace = paceOf.get(queue)!;
    await nap(queue, options.pollMs);
    while (!stopped) {
      let ran = false;
      try {
        ran = await runner.runOne(queue);
      } catch (err) {
        // The database may be away for a moment: keep the lane, try again after a poll.
        options.log.error({ err, queue }, 'job worker could not claim a job');
      }
      if (!ran && !stopped) await nap(queue, options.pollMs);
      else if (pace > 0 && !stopped) await new Promise((resolve) => setTimeout(resolve, pace));
    }
  }

  const lanes = runner.queues.flatMap((queue) => Array.from({ length: queue.concurrency }, () => lane(queue.name)));

  return {
    wake(kind) {
      if (kind === undefined) return wakeAll();
      // One job, one lane: waking every lane of every queue made each enqueue cost a claim query
      // per lane.
      const first = sleepers.get(queueOf(kind))!.values().next();
      if (!first.done) first.value();
    },
    async stop() {
      stopped = true;
      wakeAll();
      await Promise.all(lanes);
    },
  };
}
