/** @jest-environment node */
import axios from 'axios';
import { toErrorMessages } from './errors';
import { startTestServer, type Reply } from './testServer';

async function failureOf(reply: Reply): Promise<unknown> {
  const server = await startTestServer(() => reply);
  try {
    await axios.post(`${server.baseURL}any/`, {});
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

  it('shows nothing and logs when there is no response', async () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const error = await axios.get('http://127.0.0.1:9/unreachable/').catch((e: unknown) => e);
    expect(toErrorMessages(error)).toEqual([]);
    expect(log).toHaveBeenCalledWith(error);
    log.mockRestore();
  });
});
