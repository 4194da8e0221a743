/** A value axios writes into a query string as its text, with no rule of its own. */
type Plain = string | number | boolean | null | undefined;

const isPlainParams = (params: unknown): params is Record<string, Plain> =>
  typeof params === 'object' &&
  params !== null &&
  [Object.prototype, null].includes(Object.getPrototypeOf(params)) &&
  Object.values(params).every((value) => value === null || ['string', 'number', 'boolean', 'undefined'].includes(typeof value));

/** axios's encoding of query keys and values (helpers/buildURL.js). */
const encode = (text: string) =>
  encodeURIComponent(text).replace(/%3A/gi, ':').replace(/%24/g, '$').replace(/%2C/gi, ',').replace(/%20/g, '+');

/**
 * The query string axios builds from `params` ('' for none), for params whose values are all
 * strings, numbers, booleans, null or undefined; null for anything else (arrays, nested objects,
 * dates, URLSearchParams), which axios must serialise itself. As axios does: keys trimmed, null
 * and undefined values left out.
 */
export function axiosQuery(params: unknown): string | null {
  if (params === undefined || params === null) return '';
  if (!isPlainParams(params)) return null;
  return Object.entries(params)
    .filter(([, value]) => value !== null && value !== undefined)
    .map(([key, value]) => `${encode(key.trim())}=${encode(String(value))}`)
    .join('&');
}

/** `url` with `query` added as axios adds it: after any `?` with `&`, its fragment dropped. */
export function withQuery(url: string, query: string): string {
  if (!query) return url;
  const hash = url.indexOf('#');
  const base = hash === -1 ? url : url.slice(0, hash);
  return `${base}${base.includes('?') ? '&' : '?'}${query}`;
}
