import { outcomeFromVtpass, verificationFromVtpass } from './vtpass';

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

describe('verificationFromVtpass', () => {
  it('000 with the holder: verified, the content as the provider gave it', () => {
    const content = { Customer_Name: 'ADA OKAFOR', Current_Bouquet: 'DStv Compact', Renewal_Amount: 19000 };
    expect(verificationFromVtpass({ code: '000', content })).toEqual({ ok: true, content });
  });

  it.each([
    ['WrongBillersCode', { error: 'Please check the number', WrongBillersCode: true }],
    ['an "invalid" text', { error: 'Invalid Smartcard Number' }],
    ['a "not valid" text', { error: 'This Meter number is not valid for this disco' }],
    ['a "not found" text', { error: 'Customer not found' }],
  ])('000 saying the number is wrong (%s): invalid, the provider text kept for staff only', (_name, content) => {
    expect(verificationFromVtpass({ code: '000', content })).toEqual({ ok: false, reason: 'invalid', error: content.error });
  });

  it.each([
    ['021', 'ACCOUNT IS LOCKED'],
    ['027', 'IP NOT WHITELISTED'],
    ['018', 'LOW WALLET BALANCE'],
    ['023', 'API ACCESS NOT ENABLE FOR USER'],
    ['083', 'SYSTEM ERROR'],
    ['999', 'SOMETHING NEW'],
  ])('%s (%s) is about our account or the provider, never the number: unavailable', (code, text) => {
    expect(verificationFromVtpass({ code, response_description: text })).toEqual({ ok: false, reason: 'unavailable', error: text });
  });

  it('000 with an error that does not blame the number, or no holder at all: unavailable', () => {
    expect(verificationFromVtpass({ code: '000', content: { error: 'Service temporarily down' } })).toMatchObject({ ok: false, reason: 'unavailable' });
    expect(verificationFromVtpass({ code: '000', content: {} })).toMatchObject({ ok: false, reason: 'unavailable' });
    expect(verificationFromVtpass({})).toMatchObject({ ok: false, reason: 'unavailable' });
  });
});
