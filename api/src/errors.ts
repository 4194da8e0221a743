/** Typed errors; `src/http/error-handler.ts` is the one place that turns them into envelopes. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
    this.name = new.target.name;
  }
}

export class ValidationFailed extends AppError {
  constructor(
    readonly field: string,
    message: string,
  ) {
    super(400, message);
  }
}

/** Several fields at fault at once (register, contact, profile forms); the message is the first one. */
export class FieldsInvalid extends AppError {
  constructor(readonly fields: Record<string, string[]>) {
    super(400, Object.values(fields)[0]?.[0] ?? 'Invalid input');
  }
}

/** A purchase refused before any money moved (unknown plan, price changed...). */
export class PurchaseRefused extends AppError {
  constructor(message: string) {
    super(400, message);
  }
}

export class InsufficientBalance extends AppError {
  constructor(message: string) {
    super(400, message);
  }
}

export class NotFound extends AppError {
  constructor(message: string) {
    super(404, message);
  }
}

export class Unauthorized extends AppError {
  constructor(message: string) {
    super(401, message);
  }
}

export class LoginFailed extends AppError {
  constructor(
    message: string,
    readonly code: string,
    statusCode = 400,
  ) {
    super(statusCode, message);
  }
}

export class TooManyRequests extends AppError {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
    /** Set when a form shows the refusal on one field (change-password/: old_password). */
    readonly field?: string,
  ) {
    super(429, message);
  }
}

/** Well-formed but contradicting an earlier request (an Idempotency-Key reused with other details). */
export class Unprocessable extends AppError {
  constructor(message: string) {
    super(422, message);
  }
}

export class Conflict extends AppError {
  constructor(message: string) {
    super(409, message);
  }
}

/**
 * A refusal whose `errors[0].code` callers act on (pin_required, pin_invalid,
 * pin_blocked, daily_limit): always written as `{message, errors: [{detail, code}]}`.
 */
export class CodedRefusal extends AppError {
  constructor(
    statusCode: number,
    message: string,
    readonly code: string,
    readonly headers?: Record<string, string>,
  ) {
    super(statusCode, message);
  }
}
