export { createHttp, isTokenNotValid, TOKEN_NOT_VALID, WEB_CLIENT_HEADERS, type HttpOptions } from './http';
export { deferredHttp, forgetPrefetched, prefetchGet } from './deferredHttp';
export { createApi, type TopupApi } from './api';
export { apiErrorCode, failedStatus, showApiError, toErrorMessages, toFieldErrors } from './errors';
export { SubmissionKey, createIdempotencyKey, isDefiniteAnswer } from './idempotency';
export type * from './types';
