import { createHmac, randomUUID } from 'node:crypto';
import { request as httpRequest, type RequestOptions } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import { CALLBACK_RETRY, callbackRetryDelayMs, isTestPurchaseDetails } from '@topup/rules';
import type { Queryable } from '../../db/client';
import { isPrivateAddress } from '../../http/private-addresses';
import { type HostLookup, type OwnAddresses, isOwnAddress, lookupAll, ownInterfaceAddresses } from '../../loopback';
import { enqueueJob } from '../../jobs/queue';
import type { JobHandler } from '../../jobs/runner';
import { COLUMNS, toRecord, type TransactionRow } from '../transactions/queries';

/** Posts a reseller purchase's final state to its vendor's callback URL (ADR 0026). */
export const RESELLER_CALLBACK_JOB = 'reseller.callback';

/**
 * The CTE the purchase engine adds to its settling statement (`settled`: the row after, ADR 0006):
 * one callback job per final state of a reseller purchase whose vendor has a callback URL, enqueued
 * exactly when the settlement commits, and once (its dedupe key).
 */
export function callbackJobCte(at: string): string {
  return `callback AS (
        INSERT INTO jobs (kind, payload, run_at, dedupe_key)
        SELECT '${RESELLER_CALLBACK_JOB}', jsonb_build_object('txRef', s.tx_ref, 'status', s.status), ${at}, 'callback:' || s.tx_ref || ':' || s.status
        FROM settled s JOIN vendor_webhooks w ON w.user_id = s.user_id
        WHERE s.request_details ? 'reseller_request_id' AND s.status IN ('confirmed', 'reversed')
        ON CONFLICT (dedupe_key) DO NOTHING
      )`;
}

/** A reseller purchase as the reseller API and its callbacks show it: the record with the vendor's request id and its mode (ADR 0043). */
export function resellerRecord(row: TransactionRow) {
  return { request_id: String(row.request_details?.reseller_request_id ?? ''), mode: isTestPurchaseDetails(row.request_details) ? ('test' as const) : ('live' as const), ...toRecord(row) };
}

export const SIGNATURE_HEADER = 'x-topup-signature';
export const TIMESTAMP_HEADER = 'x-topup-timestamp';
export const EVENT_ID_HEADER = 'x-topup-event-id';

/** hex HMAC-SHA512 of `<timestamp>.<raw body>` with the key's signing secret. */
export function signCallback(secret: string, timestamp: number, body: string): string {
  return createHmac('sha512', secret).update(`${timestamp}.${body}`).digest('hex');
}

interface DeliveryRow {
  id: number;
  event_id: string;
  user_id: number;
  body: string;
  status: 'pending' | 'delivered' | 'failed';
  first_attempt_at: Date | null;
  signing_secret: string | null;
  url: string | null;
}

const DELIVERY_SELECT = `SELECT d.id, d.event_id, d.user_id, d.body, d.status, d.first_attempt_at, k.signing_secret, w.url
  FROM webhook_deliveries d LEFT JOIN reseller_keys k ON k.id = d.key_id LEFT JOIN vendor_webhooks w ON w.user_id = d.user_id`;

/** The delivery of a final state, made once: its event id and body never change, so retries are the same event. */
async function deliveryFor(db: Queryable, txRef: string, status: string, now: Date): Promise<DeliveryRow | undefined> {
  const event = status === 'confirmed' ? 'purchase.delivered' : 'purchase.failed';
  const existing = await db.query<DeliveryRow>(`${DELIVERY_SELECT} WHERE d.tx_ref = $1 AND d.event = $2`, [txRef, event]);
  if (existing.rows[0]) return existing.rows[0];
  const { rows } = await db.query<TransactionRow>(`SELECT ${COLUMNS} FROM transactions WHERE tx_ref = $1`, [txRef]);
  const row = rows[0];
  if (!row?.request_details?.reseller_request_id) return undefined;
  const eventId = randomUUID();
  const body = JSON.stringify({ event_id: eventId, event, created_at: now.toISOString(), data: resellerRecord(row) });
  const keyId = Number(row.request_details.reseller_key_id) || null;
  await db.query(
    `INSERT INTO webhook_deliveries (event_id, user_id, key_id, tx_ref, event, body, created_at) VALUES ($1, $2, $3, $4, $5, $6, $7)
     ON CONFLICT (tx_ref, event) DO NOTHING`,
    [eventId, row.user_id, keyId, txRef, event, body, now],
  );
  return (await db.query<DeliveryRow>(`${DELIVERY_SELECT} WHERE d.tx_ref = $1 AND d.event = $2`, [txRef, event])).rows[0];
}

/** Where a callback goes: the one address it was checked at, or why it is not sent. */
export type CallbackTarget = { address: string } | { refusal: string };

/**
 * Where a callback URL may be called, or why not: a vendor must not make this server post to itself
 * (loopback, its own interface addresses, public ones too) or to its private network or link (SSRF).
 * A name is looked up once and every address it has is checked; the post then connects to the
 * address checked (postCallback), so a name that answers differently the second time (DNS
 * rebinding) cannot redirect it.
 */
export async function callbackTarget(
  url: string,
  privateAllowed: boolean,
  options: { resolve?: HostLookup; ownAddresses?: OwnAddresses } = {},
): Promise<CallbackTarget> {
  const host = new URL(url).hostname.replace(/^\[|\]$/g, '');
  const addresses = isIP(host) ? [host] : await (options.resolve ?? lookupAll)(host);
  if (addresses.length === 0) return { refusal: `Not sent: ${host} does not resolve` };
  if (!privateAllowed) {
    if (addresses.some((a) => isOwnAddress(a, options.ownAddresses ?? ownInterfaceAddresses))) return { refusal: `Not sent: ${host} is this server's own address` };
    if (addresses.some(isPrivateAddress)) return { refusal: `Not sent: ${host} is a private network address` };
  }
  return { address: addresses[0]! };
}

/** At most this much of a receiver's answer is read (the log keeps 500 characters). */
const ANSWER_READ_LIMIT = 4_096;

/**
 * POSTs to `url` connecting to `address` (the one callbackTarget checked): the Host header and TLS
 * name stay the URL's, the connection never asks DNS again. Redirects are not followed.
 */
export function postCallback(url: string, address: string, input: { headers: Record<string, string>; body: string; timeoutMs: number }): Promise<{ status: number; text: string }> {
  const target = new URL(url);
  const family = isIP(address) === 6 ? 6 : 4;
  const lookup = ((_host: string, options: { all?: boolean }, done: (...args: unknown[]) => void) => {
    if (options?.all) done(null, [{ address, family }]);
    else done(null, address, family);
  }) as LookupFunction;
  const options: RequestOptions = { method: 'POST', headers: { ...input.headers, 'content-length': Buffer.byteLength(input.body) }, lookup, timeout: input.timeoutMs };
  const send = target.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => req.destroy(new Error(`no answer within ${input.timeoutMs} ms`)), input.timeoutMs);
    const req = send(target, options, (res) => {
      const chunks: Buffer[] = [];
      let size = 0;
      res.on('data', (chunk: Buffer) => {
        if (size < ANSWER_READ_LIMIT) chunks.push(chunk);
        size += chunk.length;
        if (size >= ANSWER_READ_LIMIT) res.destroy();
      });
      const finish = () => {
        clearTimeout(timer);
        resolve({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') });
      };
      res.on('end', finish);
      res.on('close', finish);
      res.on('error', finish);
    });
    req.on('timeout', () => req.destroy(new Error(`no answer within ${input.timeoutMs} ms`)));
    req.on('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    req.end(input.body);
  });
}

/**
 * The callback job: posts the delivery, signed, and logs the attempt (webhook_attempts); after a
 * non-2xx answer or an error it runs again after callbackRetryDelayMs (CALLBACK_RETRY_*: 30 s,
 * 60 s, 2 min, ... at most 30 min by default), until `windowMs` after the first attempt.
 */
export function resellerCallbackJob(deps: {
  db: Queryable;
  timeoutMs: number;
  privateAllowed: boolean;
  resolve?: HostLookup;
  retry?: { baseMs: number; maxDelayMs: number; windowMs: number };
}): JobHandler {
  const { db } = deps;
  const retry = deps.retry ?? CALLBACK_RETRY;
  return async (payload, { now, attempts }) => {
    const delivery =
      payload.deliveryId !== undefined
        ? (await db.query<DeliveryRow>(`${DELIVERY_SELECT} WHERE d.id = $1`, [Number(payload.deliveryId)])).rows[0]
        : await deliveryFor(db, String(payload.txRef), String(payload.status), now);
    if (!delivery || delivery.status !== 'pending') return;
    if (delivery.first_attempt_at && now.getTime() - new Date(delivery.first_attempt_at).getTime() > retry.windowMs) {
      await db.query(`UPDATE webhook_deliveries SET status = 'failed' WHERE id = $1 AND status = 'pending'`, [delivery.id]);
      return;
    }
    if (!delivery.url || !delivery.signing_secret) return;
    const timestamp = Math.floor(now.getTime() / 1000);
    let statusCode: number | null = null;
    let answer: string;
    const target = await callbackTarget(delivery.url, deps.privateAllowed, { resolve: deps.resolve });
    const refusal = 'refusal' in target ? target.refusal : null;
    try {
      if ('refusal' in target) throw new Error(target.refusal);
      const res = await postCallback(delivery.url, target.address, {
        headers: {
          'content-type': 'application/json',
          'user-agent': 'topup-callbacks/1',
          [EVENT_ID_HEADER]: delivery.event_id,
          [TIMESTAMP_HEADER]: String(timestamp),
          [SIGNATURE_HEADER]: signCallback(delivery.signing_secret, timestamp, delivery.body),
        },
        body: delivery.body,
        timeoutMs: deps.timeoutMs,
      });
      statusCode = res.status;
      answer = res.text.slice(0, 500);
    } catch (error) {
      answer = (refusal ?? `No answer: ${(error as Error).message}`).slice(0, 500);
    }
    const ok = statusCode !== null && statusCode >= 200 && statusCode < 300;
    await db.query(
      `WITH attempt AS (INSERT INTO webhook_attempts (delivery_id, at, url, status_code, answer) VALUES ($1, $2, $3, $4, $5))
       UPDATE webhook_deliveries SET attempts = attempts + 1, first_attempt_at = COALESCE(first_attempt_at, $2),
         status = CASE WHEN $6::boolean THEN 'delivered' ELSE status END, delivered_at = CASE WHEN $6::boolean THEN $2::timestamptz ELSE delivered_at END
       WHERE id = $1`,
      [delivery.id, now, delivery.url, statusCode, answer, ok],
    );
    if (!ok) return { retryAt: new Date(now.getTime() + callbackRetryDelayMs(attempts, retry)) };
  };
}

/** The vendor's "resend": the same event (id and body) again, with a new 24 h window. */
export async function resendDelivery(db: Queryable, userId: number, deliveryId: number, now: Date): Promise<boolean> {
  const { rows } = await db.query(
    `UPDATE webhook_deliveries SET status = 'pending', first_attempt_at = NULL WHERE id = $1 AND user_id = $2 RETURNING id`,
    [deliveryId, userId],
  );
  if (!rows[0]) return false;
  await enqueueJob(db, { kind: RESELLER_CALLBACK_JOB, payload: { deliveryId }, runAt: now, dedupeKey: `resend:${deliveryId}:${now.getTime()}` }, now);
  return true;
}

/** The vendor's delivery log, newest first, a page at a time, each with its attempts. */
export async function deliveryLog(db: Queryable, userId: number, page: { limit: number; offset: number }) {
  const { rows } = await db.query(
    `SELECT d.id, d.event_id, d.tx_ref, d.event, d.status, d.attempts, d.created_at, d.delivered_at,
       COALESCE((SELECT json_agg(json_build_object('at', a.at, 'url', a.url, 'status_code', a.status_code, 'answer', a.answer) ORDER BY a.id)
         FROM webhook_attempts a WHERE a.delivery_id = d.id), '[]') AS attempts_log
     FROM webhook_deliveries d WHERE d.user_id = $1 ORDER BY d.id DESC LIMIT $2 OFFSET $3`,
    [userId, page.limit, page.offset],
  );
  return rows;
}
