// The chunk deferredHttp loads: axios, through createHttp, and the adapter that lets axios judge
// a call fetch has already made.
import { AxiosError, AxiosHeaders, type AxiosAdapter, type AxiosResponse } from 'axios';

import { failedStatusCode, type Outcome } from './outcome';

export { createHttp } from './http';

/**
 * An adapter that answers with `outcome` instead of sending anything, so axios applies its own
 * rules to it: the body parsed by transformResponse, the status judged by validateStatus, the
 * same AxiosError codes as its browser adapter, and the instance's interceptors.
 */
export function replay(outcome: Outcome): AxiosAdapter {
  return async (config) => {
    if (!outcome.answered) {
      throw outcome.timedOut
        ? new AxiosError(`timeout of ${config.timeout}ms exceeded`, AxiosError.ECONNABORTED, config)
        : new AxiosError('Network Error', AxiosError.ERR_NETWORK, config);
    }
    const response: AxiosResponse = {
      data: outcome.body,
      status: outcome.status,
      statusText: outcome.statusText,
      headers: AxiosHeaders.from(outcome.headers),
      config,
    };
    const valid = config.validateStatus;
    if (!valid || valid(response.status)) return response;
    throw new AxiosError(`Request failed with status code ${response.status}`, failedStatusCode(response.status), config, null, response);
  };
}
