import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { API_MESSAGES } from '@topup/rules';
import { isDatabaseUnavailable } from '../db/unavailable';
import { AppError, CodedRefusal, FieldsInvalid, LoginFailed, TooManyRequests, Unauthorized, ValidationFailed } from '../errors';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * Failures of this route use `{message, errors:[{detail, code}]}` (login, password reset),
     * `{message, data:{field: "..."}}` (contact-us) or `{message:{field:[...]}}` (subscribe).
     */
    envelope?: 'errors' | 'field-strings' | 'message-fields';
  }
}

interface AjvIssue {
  instancePath?: string;
  keyword: string;
  message?: string;
  params?: Record<string, unknown>;
}

function fieldOf(issue: AjvIssue, context: string): string {
  if (issue.keyword === 'required' && typeof issue.params?.missingProperty === 'string') {
    return issue.params.missingProperty;
  }
  const path = (issue.instancePath ?? '').replace(/^\//, '').replace(/\//g, '.');
  return path || context;
}

function describe(issue: AjvIssue, field: string): string {
  switch (issue.keyword) {
    case 'required':
      return `${field} is required.`;
    case 'type':
      return `${field} must be of type ${String(issue.params?.type).replace(/,/g, ' or ')}.`;
    case 'additionalProperties':
      return `${String(issue.params?.additionalProperty)} is not an allowed field.`;
    default:
      return `${field} ${issue.message ?? 'is invalid'}.`;
  }
}

interface Failure {
  statusCode: number;
  message: string;
  fields?: Record<string, string[]>;
  code: string;
  headers?: Record<string, string>;
  /** Written as `{message, errors}` whatever the route's envelope (CodedRefusal). */
  coded?: boolean;
}

function toFailure(error: FastifyError | AppError | Error, log: FastifyRequest['log'], bodyLimitBytes: number): Failure {
  if (error instanceof Unauthorized) return { statusCode: 401, message: error.message, code: 'token_not_valid' };
  if (error instanceof CodedRefusal) return { statusCode: error.statusCode, message: error.message, code: error.code, headers: error.headers, coded: true };
  if (error instanceof LoginFailed) return { statusCode: error.statusCode, message: error.message, code: error.code };
  if (error instanceof TooManyRequests) {
    return {
      statusCode: 429,
      message: error.message,
      code: 'throttled',
      headers: { 'retry-after': String(error.retryAfterSeconds) },
      ...(error.field ? { fields: { [error.field]: [error.message] } } : {}),
    };
  }
  if (error instanceof ValidationFailed) {
    return { statusCode: 400, message: error.message, code: 'invalid', fields: { [error.field]: [error.message] } };
  }
  if (error instanceof FieldsInvalid) return { statusCode: 400, message: error.message, code: 'invalid', fields: error.fields };
  if (error instanceof AppError) return { statusCode: error.statusCode, message: error.message, code: 'error' };

  const fastifyError = error as FastifyError & { validation?: AjvIssue[]; validationContext?: string };
  if (Array.isArray(fastifyError.validation)) {
    const fields: Record<string, string[]> = {};
    for (const issue of fastifyError.validation) {
      const field = fieldOf(issue, fastifyError.validationContext ?? 'body');
      (fields[field] ??= []).push(describe(issue, field));
    }
    const first = Object.values(fields)[0]?.[0];
    return { statusCode: 400, message: first ?? API_MESSAGES.invalidRequest, code: 'invalid', fields };
  }
  if (isDatabaseUnavailable(error)) {
    log.warn({ err: error }, 'database unavailable');
    return { statusCode: 503, message: API_MESSAGES.unavailable, code: 'unavailable', headers: { 'retry-after': '2' } };
  }
  const status = fastifyError.statusCode ?? 500;
  if (fastifyError.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
    return { statusCode: 413, message: API_MESSAGES.bodyTooLarge(Math.floor(bodyLimitBytes / 1024)), code: 'invalid' };
  }
  if (status >= 400 && status < 500) {
    const message =
      fastifyError.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE'
        ? API_MESSAGES.unsupportedMediaType
        : error instanceof SyntaxError || fastifyError.code?.startsWith('FST_ERR_CTP')
          ? API_MESSAGES.invalidJson
          : error.message;
    return { statusCode: status, message, code: 'invalid' };
  }
  log.error({ err: error }, 'unhandled error');
  return { statusCode: 500, message: API_MESSAGES.internal, code: 'error' };
}

/** The one place typed errors, Fastify's validation errors and parse errors become envelopes. */
export function installErrorHandling(app: FastifyInstance, options: { bodyLimitBytes: number }): void {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    // A route may set its own limit (a release upload): the message names the one that refused.
    const failure = toFailure(error, request.log, request.routeOptions?.bodyLimit ?? options.bodyLimitBytes);
    if (failure.headers) reply.headers(failure.headers);
    const envelope = request.routeOptions?.config?.envelope;
    if (failure.code === 'token_not_valid' || failure.coded) {
      return reply.code(failure.statusCode).send({ message: failure.message, errors: [{ code: failure.code, detail: failure.message }] });
    }
    if (envelope === 'errors') {
      const details = failure.fields ? Object.values(failure.fields).flat() : [failure.message];
      return reply
        .code(failure.statusCode)
        .send({ message: failure.message, errors: details.map((detail) => ({ detail, code: failure.code })) });
    }
    if (envelope === 'field-strings' && failure.fields) {
      const data = Object.fromEntries(Object.entries(failure.fields).map(([field, messages]) => [field, messages.join(' ')]));
      return reply.code(failure.statusCode).send({ message: failure.message, data });
    }
    if (envelope === 'message-fields' && failure.fields) {
      return reply.code(failure.statusCode).send({ message: failure.fields });
    }
    return reply
      .code(failure.statusCode)
      .send(failure.fields ? { message: failure.message, data: failure.fields } : { message: failure.message });
  });

  app.setNotFoundHandler((_request, reply) => reply.code(404).send({ message: API_MESSAGES.notFound }));
}
