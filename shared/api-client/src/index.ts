export { createHttp, isTokenNotValid, TOKEN_NOT_VALID, type HttpOptions } from './http';
export { createApi, type TopupApi } from './api';
export { toErrorMessages } from './errors';
export { createIdempotencyKey } from './idempotency';
export type * from './types';
