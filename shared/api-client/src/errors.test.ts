/** @jest-environment node */
import axios from 'axios';
import { API_MESSAGES, UI_MESSAGES } from '@topup/rules';
import { failedStatus, showApiError, toErrorMessages, toFieldErrors } from './errors';
import { HANG, startTestServer, type Reply } from './testServer';

async function failureOf(reply: Reply | typeof HANG, config: { timeout?: number } = {}): Promise<unknown> {
  const server = await startTestServer(() => reply);
  try {
    await axios.post(`${server.baseURL}any/`, {}, config);
    throw new Error('expected the call to fail');
  } catch (error) {
    return error;
  } finally {
    await server.close();
  }
}

describe('toErrorMessages (spec section 8, api-contract.md envelopes)', () => {
  it('reads each errors[] detail (login, password reset, token_not_valid)', async () => {
    const error = await failureOf({
      status: 400,
      body: { message: 'Login failed', errors: [{ detail: 'No active account', code: 'authentication_failed' }, { detail: 'Second' }] },
    });
    expect(toErrorMessages(error)).toEqual(['No active account', 'Second']);
  });

  it('flattens the data field map of register/ (string arrays)', async () => {
    const error = await failureOf({
      status: 400,
      body: { message: 'Validation failed', data: { email: ['Email already taken'], phone_no: ['Too long', 'Not digits'] } },
    });
    expect(toErrorMessages(error)).toEqual(['Email already taken', 'Too long', 'Not digits']);
  });

  it('flattens the data map of contact-us/ (plain strings)', async () => {
    const error = await failureOf({ status: 400, body: { message: 'Invalid', data: { email: 'Email is invalid', message: 'Too short' } } });
    expect(toErrorMessages(error)).toEqual(['Email is invalid', 'Too short']);
  });

  it('shows the message of a generic failure (refused purchase)', async () => {
    const error = await failureOf({ status: 400, body: { message: 'Insufficient balance' } });
    expect(toErrorMessages(error)).toEqual(['Insufficient balance']);
  });

  it('tells a reused Idempotency-Key with other details (422) in customer words, not the API’s', async () => {
    const error = await failureOf({ status: 422, body: { message: API_MESSAGES.purchase.idempotencyBodyChanged } });
    expect(toErrorMessages(error)).toEqual([UI_MESSAGES.money.detailsChangedSinceAttempt]);
    const other = await failureOf({ status: 422, body: { message: 'Something else' } });
    expect(toErrorMessages(other)).toEqual(['Something else']);
  });

  it('flattens the message field map of subscribe/', async () => {
    const error = await failureOf({ status: 400, body: { message: { email: ['Already subscribed'] } } });
    expect(toErrorMessages(error)).toEqual(['Already subscribed']);
  });

  it('falls back to the message when data is empty or a record rather than a field map', async () => {
    const empty = await failureOf({ status: 500, body: { message: 'Something went wrong', data: null } });
    const record = await failureOf({ status: 400, body: { message: 'Purchase failed', data: { id: 3, tx_ref: 'TX1', amount: 100 } } });
    expect(toErrorMessages(empty)).toEqual(['Something went wrong']);
    expect(toErrorMessages(record)).toEqual(['Purchase failed']);
  });

  it('shows one neutral message, and logs, when there is no response (beyond spec 8, which only logs)', async () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const error = await axios.get('http://127.0.0.1:9/unreachable/').catch((e: unknown) => e);
    expect(toErrorMessages(error)).toEqual([UI_MESSAGES.network.unreachable]);
    expect(log).toHaveBeenCalledWith(error);
    log.mockRestore();
  });

  it('says the same of a call that timed out', async () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const error = await failureOf(HANG, { timeout: 50 });
    expect(toErrorMessages(error)).toEqual([UI_MESSAGES.network.unreachable]);
    log.mockRestore();
  });

  it('shows nothing for a call the screen cancelled', async () => {
    const controller = new AbortController();
    controller.abort();
    const error = await axios.get('http://127.0.0.1:9/unreachable/', { signal: controller.signal }).catch((e: unknown) => e);
    expect(toErrorMessages(error)).toEqual([]);
  });

  it.each([
    ['a proxy error naming internals', { status: 502, body: { statusCode: 502, error: 'Bad Gateway', message: 'connect ECONNREFUSED 127.0.0.1:8599' } }],
    ['an HTML error page', { status: 502, body: '<html><body>502 Bad Gateway</body></html>', contentType: 'text/html' }],
    ['a plain-text body', { status: 503, body: 'No shell is live yet: npm run release -- publish shell', contentType: 'text/plain' }],
    ['an envelope without a message', { status: 500, body: { data: null } }],
    ['an empty body', { status: 500, body: '', contentType: 'text/plain' }],
  ])('shows one neutral message for a server failure with %s', async (_name, reply) => {
    expect(toErrorMessages(await failureOf(reply))).toEqual([UI_MESSAGES.network.unavailable]);
  });

  it('does not show an HTML page answered with a 4xx either', async () => {
    const error = await failureOf({ status: 404, body: '<!doctype html><p>Not found</p>', contentType: 'text/html' });
    expect(toErrorMessages(error)).toEqual([UI_MESSAGES.network.unavailable]);
  });
});

describe('failedStatus', () => {
  it("is the status of axios's error for an answer, and undefined without one or for another error", async () => {
    expect(failedStatus(await failureOf({ status: 404, body: { message: 'Not found' } }))).toBe(404);
    expect(failedStatus(await failureOf(HANG, { timeout: 50 }))).toBeUndefined();
    expect(failedStatus(Object.assign(new Error('x'), { response: { status: 404 } }))).toBeUndefined();
  });
});

describe('toFieldErrors', () => {
  const failed = (body: unknown) => Object.assign(new Error('x'), { isAxiosError: true, response: { status: 400, data: body } });

  it("takes each field's first message from the API's data map", () => {
    expect(toFieldErrors(failed({ message: 'm', data: { email: ['No user', 'other'], amount: 'Too low' } }))).toEqual({ email: 'No user', amount: 'Too low' });
  });

  it('is empty for failures without field errors', () => {
    expect(toFieldErrors(failed({ message: 'm' }))).toEqual({});
    expect(toFieldErrors(new Error('network'))).toEqual({});
    expect(toFieldErrors(failed({ message: 'm', data: [1, 2] }))).toEqual({});
  });
});

describe('showApiError', () => {
  it('shows each message of a failed call as an error toast and returns them', () => {
    const toast = { error: jest.fn() };
    const failure = Object.assign(new Error('Request failed'), {
      isAxiosError: true,
      response: { status: 400, data: { message: 'Insufficient wallet balance.' } },
    });
    const messages = showApiError(toast, failure);
    expect(messages.length).toBeGreaterThan(0);
    expect(toast.error.mock.calls.map(([m]) => m)).toEqual(messages);
    expect(messages).toContain('Insufficient wallet balance.');
  });
});
