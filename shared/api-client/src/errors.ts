import axios from 'axios';

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

/**
 * The messages to show as error toasts for a failed call (spec section 8): each errors[] detail,
 * else each message of the `data` field map, else the `message` (a string, or a field map as
 * subscribe/ sends). A call without a server response shows nothing and is only logged.
 */
export function toErrorMessages(error: unknown): string[] {
  const response = axios.isAxiosError(error) ? error.response : undefined;
  if (!response) {
    console.error(error);
    return [];
  }
  const body: unknown = response.data;
  if (!isRecord(body)) return typeof body === 'string' && body ? [body] : [];

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
