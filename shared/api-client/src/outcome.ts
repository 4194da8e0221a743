// What a call sent by fetch came back with, shared by the fetch path (deferredHttp) and the
// adapter that hands it to axios (transport): one place for how an outcome reads.

/** What came back from one call sent by fetch: an answer (any status), or none. */
export type Outcome =
  | { answered: true; status: number; statusText: string; headers: Record<string, string>; body: string }
  | { answered: false; timedOut: boolean };

/** The body as JSON, or undefined when it is not JSON. */
export function jsonBody(outcome: Outcome & { answered: true }): { data: unknown } | undefined {
  try {
    return { data: JSON.parse(outcome.body) as unknown };
  } catch {
    return undefined;
  }
}

/** axios's code for a failed status: the server's fault from 500, the request's below. */
export const failedStatusCode = (status: number) => (status >= 500 ? 'ERR_BAD_RESPONSE' : 'ERR_BAD_REQUEST');
