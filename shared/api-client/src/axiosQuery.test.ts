import axios from 'axios';
import { axiosQuery, withQuery } from './axiosQuery';

/** What axios itself makes of the call: the URL its adapter would send to. */
const axiosUrl = (url: string, params: unknown) => axios.create({ baseURL: '/api/v1/' }).getUri({ url, params });
const ours = (url: string, params: unknown) => withQuery(`/api/v1/${url}`, axiosQuery(params)!);

describe('axiosQuery writes plain params as axios does', () => {
  it.each([
    ['one string', 'beneficiaries/', { kind: 'data' }],
    ['characters axios leaves or encodes its own way', 'search-products', { query: "a b&c=d/é:$,!'()~*+%#?" }],
    ['numbers and booleans', 'vendor/callbacks/', { page: 2, size: -1.5, zero: 0, none: NaN, active: true, off: false }],
    ['null and undefined left out', 'list/', { skip: undefined, gone: null, kept: 'x' }],
    ['keys trimmed and encoded', 'list/', { ' padded key ': 'v', 'a&b': 'c' }],
    ['an empty string', 'list/', { q: '' }],
    ['no params at all', 'list/', {}],
    ['only left-out values', 'list/', { skip: undefined }],
    ['undefined params', 'list/', undefined],
    ['a path with its own query', 'search?x=1', { y: 2 }],
    ['a path with a fragment', 'list/#top', { a: 1 }],
    ['a path with a fragment and no params', 'list/#top', {}],
  ])('%s', (_case, url, params) => {
    expect(ours(url, params)).toBe(axiosUrl(url, params));
  });

  it.each([
    ['an array', { ids: [1, 2] }],
    ['a nested object', { filter: { status: 'failed' } }],
    ['a date', { since: new Date(0) }],
    ['search params', new URLSearchParams('a=1')],
    ['an instance of a class', new (class Params { a = 1; })()],
    ['a string', 'a=1'],
  ])('leaves %s to axios', (_case, params) => {
    expect(axiosQuery(params)).toBeNull();
  });
});
