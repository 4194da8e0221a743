import type { AxiosInstance } from 'axios';
import { setShellVersion } from '../federation/health';
import type { LiveRemote } from '../federation/registry';
import { moneyOutcome, withReleaseTags } from './releaseTags';

const bills: LiveRemote = { name: 'bills', container: 'topup_bills', version: '0.1.0-b1', entry: '/m.json', area: '/dashboard', paths: ['/dashboard/bills'], nav: [], widgets: [] };
const account: LiveRemote = { ...bills, name: 'account', container: 'topup_account', version: '0.2.0', paths: ['/dashboard/wallet'] };

jest.mock('../federation/registry', () => ({ ...jest.requireActual('../federation/registry'), registryRead: () => [bills, account] }));
const mockReport = jest.fn();
jest.mock('../federation/health', () => ({ ...jest.requireActual('../federation/health'), reportHealth: (event: unknown) => mockReport(event) }));

const fakeHttp = (post: jest.Mock, get = jest.fn(async () => ({ status: 200, data: {} }))) => ({ post, get }) as unknown as AxiosInstance;
const money = { headers: { 'Idempotency-Key': 'k-1' } };

beforeEach(() => {
  mockReport.mockClear();
  setShellVersion('0.1.0-s1');
  window.history.pushState({}, '', '/dashboard/bills/airtime');
});

describe('the transport names the versions a call is made through (X-Client-Versions)', () => {
  it('adds the shell and the page remote, keeping the caller headers', async () => {
    const post = jest.fn(async () => ({ status: 200, data: { data: { status: 'confirmed' } } }));
    await withReleaseTags(fakeHttp(post)).post('purchase-airtime/', { amount: 100 }, money);
    expect(post).toHaveBeenCalledWith('purchase-airtime/', { amount: 100 }, { headers: { 'Idempotency-Key': 'k-1', 'x-client-versions': 'shell@0.1.0-s1;bills@0.1.0-b1' } });
  });

  it('names the remote of the page the call is made from, and only the shell on a shell page', async () => {
    const get = jest.fn(async () => ({ status: 200, data: {} }));
    const http = withReleaseTags(fakeHttp(jest.fn(), get));
    window.history.pushState({}, '', '/dashboard/wallet');
    await http.get('get-user/');
    window.history.pushState({}, '', '/settings');
    await http.get('get-user/');
    expect(get.mock.calls).toEqual([
      ['get-user/', { headers: { 'x-client-versions': 'shell@0.1.0-s1;account@0.2.0' } }],
      ['get-user/', { headers: { 'x-client-versions': 'shell@0.1.0-s1' } }],
    ]);
  });

  it('sends no header before the shell knows its version', async () => {
    setShellVersion(null);
    const get = jest.fn(async () => ({ status: 200, data: {} }));
    await withReleaseTags(fakeHttp(jest.fn(), get)).get('get-user/');
    expect(get).toHaveBeenCalledWith('get-user/');
  });
});

describe('money calls report their outcome to release health', () => {
  it.each([
    ['succeeded', async () => ({ status: 200, data: { data: { status: 'confirmed' } } })],
    ['pending', async () => ({ status: 201, data: { data: { status: 'pending' } } })],
    ['failed', async () => Promise.reject(Object.assign(new Error('500'), { response: { status: 500, data: {} } }))],
    ['failed', async () => Promise.reject(Object.assign(new Error('400'), { response: { status: 400, data: { data: { status: 'failed' } } } }))],
    ['unsent', async () => Promise.reject(Object.assign(new Error('Network Error'), { code: 'ERR_NETWORK' }))],
  ])('%s, under the page remote and its version, nothing personal', async (outcome, answer) => {
    const http = withReleaseTags(fakeHttp(jest.fn(answer)));
    await http.post('purchase-airtime/', { phone_number: '08031234567', amount: 100 }, money).catch(() => undefined);
    expect(mockReport).toHaveBeenCalledTimes(1);
    expect(mockReport).toHaveBeenCalledWith({ target: 'bills', version: '0.1.0-b1', kind: 'purchase', outcome });
  });

  it('a refusal (insufficient balance, a field) and calls without an Idempotency-Key are not reported', async () => {
    const refused = jest.fn(async () => Promise.reject(Object.assign(new Error('400'), { response: { status: 400, data: { message: 'Insufficient balance' } } })));
    await withReleaseTags(fakeHttp(refused)).post('purchase-airtime/', {}, money).catch(() => undefined);
    await withReleaseTags(fakeHttp(jest.fn(async () => ({ status: 200, data: {} })))).post('auth/login/', { email: 'a@b.c' });
    expect(mockReport).not.toHaveBeenCalled();
    expect(moneyOutcome({ ok: false, error: { response: { status: 422, data: {} } } })).toBeNull();
  });
});
