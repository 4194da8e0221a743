import type { AxiosError } from 'axios';
import { IDEMPOTENCY_BODY_CHANGED, UI_MESSAGES } from '@topup/rules';

// axios's own two checks (isCancel, isAxiosError), written out: importing axios for them put the
// whole of it (19 KB brotli) on every page that can show an error, the public ones included.
const isCancel = (error: unknown) => Boolean((error as { __CANCEL__?: unknown } | null)?.__CANCEL__);
const isAxiosError = (error: unknown): error is AxiosError =>
  typeof error === 'object' && error !== null && (error as { isAxiosError?: unknown }).isAxiosError === true;

/** Flattens a field -> message(s) map into its messages, in key order. */
function flattenFieldMap(map: Record<string, unknown>): string[] {
  return Object.values(map).flatMap((value) => {
    if (typeof value === 'string') return [value];
    if (Array.isArray(value)) return value.filter((item): item is string => typeof item === 'string');
    return [];
  });
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const isMessageList = (value: unknown) =>
  typeof value === 'string' || (Array.isArray(value) && value.every((item) => typeof item === 'string'));

/** A field -> message(s) map, as opposed to a record the failure happens to carry. */
function isFieldMap(value: unknown): value is Record<string, unknown> {
  return isRecord(value) && Object.values(value).every(isMessageList);
}

/** Fastify's own error body ({statusCode, error, message}), as the proxy in front of the API sends it. */
const isFrameworkError = (body: Record<string, unknown>) =>
  typeof body.statusCode === 'number' && typeof body.error === 'string' && !('data' in body) && !('errors' in body);

const looksLikeMarkup = (text: string) => /^\s*</.test(text);

/**
 * The messages to show as error toasts for a failed call (spec section 8): each errors[] detail,
 * else each message of the `data` field map, else the `message` (a string, or a field map as
 * subscribe/ sends).
 *
 * Deliberately beyond the spec, which only logs a call that got no answer: a network failure or
 * timeout shows one neutral message (and is logged), and a server failure that is not the API's
 * own envelope (a proxy error, an HTML page) shows another instead of its raw internals.
 * A cancelled call shows nothing.
 */
export function toErrorMessages(error: unknown): string[] {
  if (isCancel(error)) return [];
  if (!isAxiosError(error)) {
    console.error(error);
    return [];
  }
  const response = error.response;
  if (!response) {
    console.error(error);
    return [UI_MESSAGES.network.unreachable];
  }
  const body: unknown = response.data;
  const serverFailure = response.status >= 500;
  if (typeof body === 'string') {
    if (!body) return serverFailure ? [UI_MESSAGES.network.unavailable] : [];
    return serverFailure || looksLikeMarkup(body) ? [UI_MESSAGES.network.unavailable] : [body];
  }
  if (serverFailure && isRecord(body) && isFrameworkError(body)) return [UI_MESSAGES.network.unavailable];
  // An Idempotency-Key reused with other details: the customer's words, not the API's.
  if (response.status === 422 && isRecord(body) && body.message === IDEMPOTENCY_BODY_CHANGED) {
    return [UI_MESSAGES.money.detailsChangedSinceAttempt];
  }
  const messages = envelopeMessages(body);
  return serverFailure && !messages.length ? [UI_MESSAGES.network.unavailable] : messages;
}

function envelopeMessages(body: unknown): string[] {
  if (!isRecord(body)) return [];

  if (Array.isArray(body.errors)) {
    const details = body.errors
      .map((item) => (isRecord(item) ? item.detail : undefined))
      .filter((detail): detail is string => typeof detail === 'string' && detail !== '');
    if (details.length) return details;
  }
  if (isFieldMap(body.data)) {
    const fieldMessages = flattenFieldMap(body.data);
    if (fieldMessages.length) return fieldMessages;
  }
  if (typeof body.message === 'string' && body.message) return [body.message];
  if (isRecord(body.message)) return flattenFieldMap(body.message);
  return [];
}

/**
 * The first message of each field of a failed call's `{data: {<field>: [message]}}` (the API's
 * field errors), to show beside the field at fault; empty for any other failure.
 */
export function toFieldErrors(error: unknown): Record<string, string> {
  const data = (error as { response?: { data?: { data?: unknown } } } | null)?.response?.data?.data;
  if (!isRecord(data)) return {};
  return Object.fromEntries(
    Object.entries(data).flatMap(([field, value]) => {
      const first = Array.isArray(value) ? value[0] : value;
      return typeof first === 'string' ? [[field, first]] : [];
    }),
  );
}

/**
 * The one way a screen shows a failed call: each message as an error toast (spec section 8).
 * Returns the messages, for screens that also show one in place.
 */
export function showApiError(toast: { error(message: string): void }, error: unknown): string[] {
  const messages = toErrorMessages(error);
  messages.forEach((message) => toast.error(message));
  return messages;
}

/** The status of a call that failed with an answer (axios's error); undefined for anything else. */
export function failedStatus(error: unknown): number | undefined {
  return isAxiosError(error) ? error.response?.status : undefined;
}

/** The API's `errors[0].code` of a failed call (pin_required, pin_invalid, pin_blocked, daily_limit). */
export function apiErrorCode(error: unknown): string | undefined {
  if (!isAxiosError(error)) return undefined;
  const body: unknown = error.response?.data;
  if (!isRecord(body) || !Array.isArray(body.errors)) return undefined;
  const first: unknown = body.errors[0];
  return isRecord(first) && typeof first.code === 'string' ? first.code : undefined;
}
