// The chunk deferredHttp loads: axios, through @topup/api-client's transport.
export { createHttp } from '@topup/api-client';
