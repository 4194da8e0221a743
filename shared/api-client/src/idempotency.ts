/**
 * A fresh key for one confirmed money-moving submission. `crypto.randomUUID` exists only in
 * secure contexts (https, localhost); elsewhere a v4 UUID is built from getRandomValues.
 */
export function createIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** True when the server answered (2xx or 4xx): the request's outcome is known, a retry is a new request. */
export function isDefiniteAnswer(error: unknown): boolean {
  const status = (error as { response?: { status?: number } } | null)?.response?.status;
  return typeof status === 'number' && status < 500;
}

/**
 * One Idempotency-Key per submission, kept until the server gives a definite answer: a retry
 * after a time-out, a lost connection or a 5xx reuses it (the server may have moved the money),
 * and only the next submission after an answer gets a new key.
 */
export class SubmissionKey {
  private key: string | null = null;
  private details: string | undefined;

  /**
   * The submission's key. With `details` (the request's fields, serialized), a key kept after a
   * time-out belongs to those details only: edited details are a new submission with a new key
   * (the server would refuse the old key with other details, 422).
   */
  current(details?: string): string {
    if (this.key !== null && details !== undefined && this.details !== undefined && details !== this.details) this.key = null;
    if (this.key === null) {
      this.key = createIdempotencyKey();
      this.details = details;
    }
    return this.key;
  }

  /** Call with the outcome of the request: success, or the error it failed with. */
  settle(error?: unknown): void {
    if (error === undefined || isDefiniteAnswer(error)) this.key = null;
  }
}
