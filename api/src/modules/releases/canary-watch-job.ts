import type { Queryable } from '../../db/client';
import { enqueueJob } from '../../jobs/queue';

/** The canary watch (ADR 0022) as a durable job that books its next run, like the ledger check. */
export const CANARY_WATCH_JOB = 'releases.canary-watch';

/** An abort posted to the release role's webhook (ADR 0034), retried like any job. */
export const CANARY_WEBHOOK_JOB = 'releases.canary-webhook';

/** A webhook that still fails after this many tries is given up (the e-mails went already). */
export const CANARY_WEBHOOK_TRIES = 6;

/** Starts the chain once per database (the API does at start-up); a second call changes nothing. */
export async function scheduleCanaryWatch(db: Queryable, now: Date): Promise<void> {
  await enqueueJob(db, { kind: CANARY_WATCH_JOB, payload: {}, runAt: now, dedupeKey: 'canary-watch' }, now);
}

/** Posts `{"text": …}` (what Slack, Mattermost and Google Chat incoming webhooks read); throws on anything but 2xx. */
export async function postCanaryWebhook(payload: Record<string, unknown>, attempts: number, timeoutMs = 10_000): Promise<void> {
  if (attempts > CANARY_WEBHOOK_TRIES || typeof payload.url !== 'string') return;
  const response = await fetch(payload.url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ text: payload.text }),
    signal: AbortSignal.timeout(timeoutMs),
  });
  if (!response.ok) throw new Error(`canary webhook answered ${response.status}`);
}
