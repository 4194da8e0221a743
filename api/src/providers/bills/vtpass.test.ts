import { outcomeFromVtpass } from './vtpass';

const pay = (code: string, extra: object = {}) => outcomeFromVtpass({ code, response_description: `CODE ${code}`, ...extra }, 'pay');
const requery = (code: string) => outcomeFromVtpass({ code, response_description: `CODE ${code}` }, 'requery');

describe('outcomeFromVtpass', () => {
  it.each(['011', '012', '013', '016', '017', '019', '025', '026'])(
    'pay %s: the provider refused or failed the request, so it failed (refund), declined',
    (code) => {
      expect(pay(code)).toEqual({ status: 'failed', message: `CODE ${code}`, reason: 'declined' });
    },
  );

  it.each(['018', '021', '022', '023', '024', '027', '030', '034', '035'])(
    'pay %s: our account or the service at the provider cannot sell now: failed (refund), unavailable',
    (code) => {
      expect(pay(code)).toEqual({ status: 'failed', message: `CODE ${code}`, reason: 'unavailable' });
    },
  );

  it('reads an electricity token and its units, and exam pins as serial/PIN lines', () => {
    const delivered = { content: { transactions: { status: 'delivered' } } };
    expect(pay('000', { ...delivered, purchased_code: 'Token : 1234 5678', units: '45.2' })).toMatchObject({
      token: '1234 5678',
      units: '45.2',
    });
    expect(
      pay('000', { ...delivered, cards: [{ Serial: 'WRN1', Pin: '111122223333' }, { Serial: 'WRN2', Pin: '444455556666' }] }),
    ).toMatchObject({ token: 'Serial: WRN1 PIN: 111122223333\nSerial: WRN2 PIN: 444455556666' });
  });

  it('pay 014 (request id already exists): the provider has it, so pending until a requery says', () => {
    expect(pay('014').status).toBe('pending');
  });

  it.each(['099', '083', '999', ''])('pay %s: no clear answer, the money stays held', (code) => {
    expect(['pending', 'unknown']).toContain(pay(code).status);
  });

  it('pay 000 follows the transaction status', () => {
    expect(pay('000', { content: { transactions: { status: 'delivered' } } }).status).toBe('delivered');
    expect(pay('000', { content: { transactions: { status: 'reversed' } } }).status).toBe('failed');
    expect(pay('000', { content: { transactions: { status: 'initiated' } } }).status).toBe('pending');
  });

  it.each(['018', '011', '021', '030'])('requery %s speaks of the requery call, not of the purchase: unknown', (code) => {
    expect(requery(code).status).toBe('unknown');
  });

  it('requery 015 is "never received", 016 a failed purchase', () => {
    expect(requery('015').status).toBe('not_found');
    expect(requery('016').status).toBe('failed');
  });
});
