import { newTxRef } from '../src/modules/purchases/answers';
import { isVtpassRequestId } from '../sandbox/outcomes';
import { startSandbox } from './sandbox';

/*
 * VTpass's rule for request ids: the first 12 characters are YYYYMMDDHHII in Africa/Lagos
 * time (UTC+1, no daylight saving). Our ids follow it, and the sandbox refuses an id that does not.
 */

describe('newTxRef', () => {
  it.each([
    ['2026-11-23T23:30:00Z', '202611240030'],
    ['2026-12-31T23:59:59Z', '202701010059'],
    ['2026-02-28T23:00:00Z', '202603010000'],
    ['2026-07-01T08:05:00Z', '202607010905'],
  ])('%s starts with %s (Lagos time)', (utc, stamp) => {
    const ref = newTxRef(new Date(utc));
    expect(ref.slice(0, 12)).toBe(stamp);
    expect(ref).toMatch(/^\d{12}[0-9a-f]{12}$/);
    expect(isVtpassRequestId(ref)).toBe(true);
  });

  it('two ids in the same minute differ', () => {
    const now = new Date('2026-11-23T23:30:00Z');
    expect(newTxRef(now)).not.toBe(newTxRef(now));
  });
});

describe('the sandbox holds request ids to the rule', () => {
  let sandbox: Awaited<ReturnType<typeof startSandbox>>;
  beforeAll(async () => {
    sandbox = await startSandbox();
  });
  afterAll(async () => {
    await sandbox.app.close();
  });

  const pay = async (requestId: string) => {
    const res = await fetch(`${sandbox.url}/api/pay`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ request_id: requestId, serviceID: 'mtn', billersCode: '08031234567', amount: 100, phone: '08031234567' }),
    });
    return (await res.json()) as { code: string; content?: { transactions?: { status?: string } } };
  };

  it.each([
    ['random hex', 'a1b2c3d4e5f6a1b2c3d4'],
    ['a 13th month', '202613240030abcdef'],
    ['25 o’clock', '202611242530abcdef'],
    ['30 February', '202602300030abcdef'],
    ['too short', '2026112400'],
    ['a separator in the stamp', '2026-11-24T00:30abc'],
  ])('refuses %s with 011 and records nothing', async (_name, requestId) => {
    expect(await pay(requestId)).toMatchObject({ code: '011' });
    const seen = await fetch(`${sandbox.url}/sandbox/bills/requests/${encodeURIComponent(requestId)}`);
    expect(seen.status).toBe(404);
  });

  it('accepts an id made by newTxRef', async () => {
    const answer = await pay(newTxRef(new Date()));
    expect(answer.code).toBe('000');
    expect(answer.content?.transactions?.status).toBe('delivered');
  });
});
