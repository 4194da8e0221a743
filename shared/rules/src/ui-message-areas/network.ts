export const network = {
  /** No answer at all (offline, refused, timed out). The spec only logs this; we tell the user. */
  unreachable: 'We could not reach the service. Please check your connection and try again.',
  /** A server failure that carries no message of the API (a proxy or HTML error page). */
  unavailable: 'The service is temporarily unavailable. Please try again.',
} as const;
