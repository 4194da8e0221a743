import { API_MESSAGES, MESSAGES } from '@topup/rules';
import { runDueJobs } from '../src/app';
import { assertLedgerInvariants } from '../src/modules/ledger/invariants';
import { bearer, describeOnPostgres, manualClock, walletNaira, signedInCustomer, useTestApp, packageIds, until } from './support';

/*
 * Every bill service through the API and real HTTP to the sandbox provider: each kind against each
 * sandbox outcome (api-contract.md), verification, server pricing, and the ledger after each test.
 */

const clock = manualClock();
const REQUERY_DELAY = 30_000;
const ids: Record<string, number> = {};

const { app, testDb, sandbox } = useTestApp({ clock: clock.now, config: { providerTimeoutMs: 2_000, requeryDelayMs: REQUERY_DELAY, requeryMaxAttempts: 3 }, sandbox: { slowMs: 5_000 } });
beforeAll(async () => {
  Object.assign(ids, await packageIds(testDb.db));
});
afterEach(async () => {
  await assertLedgerInvariants(testDb.db);
});

async function customer(wallet = 50_000) {
  return signedInCustomer(app, testDb.db, { walletNaira: wallet });
}

const post = (token: string, url: string, payload: object, headers: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url: `/api/v1/${url}`, headers: { ...bearer(token), ...headers }, payload });
const get = (token: string, url: string) => app.inject({ method: 'GET', url: `/api/v1/${url}`, headers: bearer(token) });

const verifyCard = (token: string, pkg: string, number: string) => get(token, `verify-card/${ids[pkg]}/${number}/`);
const verifyMeter = (token: string, pkg: string, number: string, type = 'prepaid') =>
  get(token, `verify-meter-number/${ids[pkg]}/${number}/${type}/`);

const runRequery = () => runDueJobs(app, { now: clock.advance(REQUERY_DELAY + 1) });

async function record(token: string, id: number) {
  return (await get(token, `get-transaction-by-id/${id}/`)).json().data[0];
}

/** One purchase per kind, bought with a number that ends in the sandbox's outcome digits. */
interface KindCase {
  name: string;
  url: string;
  /** What the wallet pays (naira). */
  debit: number;
  prepare?: (token: string, number: string) => Promise<unknown>;
  body: (number: string) => object;
  /** What the number looks like with its outcome suffix. */
  number: (suffix: string) => string;
  delivered?: (data: { token: string | null; card_no: string | null; response: string | null; customer_name?: string }) => void;
}

const phone = (suffix: string) => `08031234${suffix}`;

const KINDS: KindCase[] = [
  {
    name: 'airtime',
    url: 'purchase-airtime/',
    debit: 980,
    number: phone,
    body: (n) => ({ network: 'MTN', phone_number: n, amount: 1000, package_id: ids.mtn }),
  },
  {
    name: 'data',
    url: 'purchase-data/',
    debit: 260,
    number: phone,
    body: (n) => ({ package_id: ids['mtn-data'], variation_code: 'mtn-1gb-30d', phone_number: n, amt: 260, service_providers: 2 }),
  },
  {
    name: 'cable (renewal at the verified amount)',
    url: 'purchase-cable/',
    debit: 4400,
    number: (s) => `7012345${s}`,
    prepare: (token, n) => verifyCard(token, 'dstv', n),
    body: (n) => ({ package_id: ids.dstv, smart_no: n, phone_number: '08031234567', amt: 4400, subscription_type: 'renew' }),
    delivered: (data) => {
      expect(data.card_no).toMatch(/^7012345/);
      expect(data.customer_name).toMatch(/^TEST CUSTOMER \d{4}$/);
    },
  },
  {
    name: 'cable (bouquet change at the plan price)',
    url: 'purchase-cable/',
    debit: 19_000,
    number: (s) => `7012346${s}`,
    prepare: (token, n) => verifyCard(token, 'dstv', n),
    body: (n) => ({ package_id: ids.dstv, smart_no: n, phone_number: '08031234567', variation_code: 'dstv-compact', amt: 19_000, subscription_type: 'change' }),
    delivered: (data) => expect(data.card_no).toMatch(/^7012346/),
  },
  {
    name: 'cable SHOWMAX (no smart card)',
    url: 'purchase-cable/',
    debit: 1_600,
    number: phone,
    body: (n) => ({ package_id: ids.showmax, variation_code: 'showmax-mobile', phone_number: n, amt: 1_600 }),
    delivered: (data) => expect(data.card_no).toBeNull(),
  },
  {
    name: 'electricity',
    url: 'purchase-electricity/',
    debit: 990,
    number: (s) => `4501234${s}`,
    prepare: (token, n) => verifyMeter(token, 'ikeja-electric', n),
    body: (n) => ({
      package_id: ids['ikeja-electric'],
      meter_no: n,
      meter_type: 'prepaid',
      billersCode: n,
      variation_code: 'prepaid',
      service_id: 'Ikeja Electric (IKEDC)',
      amount: 1000,
      amt: 990,
      phone_number: '08031234567',
    }),
    delivered: (data) => {
      expect(data.token).toMatch(/^\d{20}$/);
      expect(data.response).toMatch(/units/);
      expect(data.customer_name).toMatch(/^TEST CUSTOMER \d{4}$/);
    },
  },
  {
    name: 'result pins',
    url: 'purchase-exam-pins/',
    debit: 7800,
    number: phone,
    body: (n) => ({ package_id: ids.waec, variation_code: 'waecdirect', quantity: 2, phone_number: n, amt: 7800 }),
    delivered: (data) => {
      const lines = (data.token ?? '').split('\n');
      expect(lines).toHaveLength(2);
      for (const line of lines) expect(line).toMatch(/^Serial: SBX\d{9} PIN: \d{12}$/);
    },
  },
  {
    name: 'JAMB pins (profile ID verified first)',
    url: 'purchase-exam-pins/',
    debit: 6_200,
    number: (s) => `1234567${s}`,
    prepare: (token, n) => verifyCard(token, 'jamb', n),
    body: (n) => ({ package_id: ids.jamb, variation_code: 'utme-no-mock', profile_id: n, phone_number: '08031234567', amt: 6_200 }),
    delivered: (data) => {
      expect(data.card_no).toMatch(/^1234567/);
      expect(data.token).toMatch(/^Serial: SBX\d{9} PIN: \d{12}$/);
      expect(data.customer_name).toMatch(/^TEST CUSTOMER \d{4}$/);
    },
  },
];

describe.each(KINDS)('$name against every sandbox outcome', (kind) => {
  async function buy(suffix: string) {
    const c = await customer(20_000);
    const n = kind.number(suffix);
    await kind.prepare?.(c.token, n);
    const res = await post(c.token, kind.url, kind.body(n));
    return { c, res };
  }

  it('any other number: delivered at once, 200, debited by our price', async () => {
    const { c, res } = await buy('123');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ message: API_MESSAGES.purchase.delivered, data: { status: 'confirmed', amount: kind.debit } });
    kind.delivered?.(res.json().data);
    expect(await walletNaira(app, c.token)).toBe(20_000 - kind.debit);
  });

  it('999: 201 pending with the money held, the first requery delivers', async () => {
    const { c, res } = await buy('999');
    expect(res.statusCode).toBe(201);
    expect(res.json().message).toBe(API_MESSAGES.purchase.processing);
    expect(await walletNaira(app, c.token)).toBe(20_000 - kind.debit);
    await runRequery();
    const after = await record(c.token, res.json().data.id);
    expect(after.status).toBe('confirmed');
    kind.delivered?.(after);
    expect(await walletNaira(app, c.token)).toBe(20_000 - kind.debit);
  });

  it('998: 201 pending, the first requery finds it failed and refunds', async () => {
    const { c, res } = await buy('998');
    expect(res.statusCode).toBe(201);
    await runRequery();
    const after = await record(c.token, res.json().data.id);
    expect(after.status).toBe('reversed');
    expect(after.response).toBe(API_MESSAGES.purchase.failure.declined);
    expect(await walletNaira(app, c.token)).toBe(20_000);
  });

  it('997: the provider does not answer in time, 201 with the money held; a later requery delivers', async () => {
    const { c, res } = await buy('997');
    expect(res.statusCode).toBe(201);
    expect(await walletNaira(app, c.token)).toBe(20_000 - kind.debit);
    // The requery finds the purchase once the provider has taken it (it answers only after the app stopped waiting).
    await until(async () => (await fetch(`${sandbox.url}/sandbox/bills/requests/${res.json().data.tx_ref}`)).status === 200);
    await runRequery();
    expect((await record(c.token, res.json().data.id)).status).toBe('confirmed');
  });

  it('000: fails and moves no money in the end', async () => {
    const { c, res } = await buy('000');
    expect(res.statusCode).toBe(400);
    if (kind.prepare) {
      // The number never verified, so the purchase is refused before any money moves.
      expect(Object.keys(res.json().data ?? {})).toHaveLength(1);
    } else {
      expect(res.json().message).toBe(API_MESSAGES.purchase.failedRefunded(API_MESSAGES.purchase.failure.declined));
      expect(res.json().data.status).toBe('reversed');
    }
    expect(await walletNaira(app, c.token)).toBe(20_000);
  });

  it('993: verified where the kind needs it, then the provider fails the purchase at once: 400, refunded', async () => {
    const c = await customer(20_000);
    const n = kind.number('993');
    if (kind.prepare) {
      const verified = (await kind.prepare(c.token, n)) as { json(): { data: { content: { Customer_Name?: string } } } };
      expect(verified.json().data.content.Customer_Name).toMatch(/^TEST CUSTOMER/);
    }
    const res = await post(c.token, kind.url, kind.body(n));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(API_MESSAGES.purchase.failedRefunded(API_MESSAGES.purchase.failure.declined));
    expect(res.json().data).toMatchObject({ status: 'reversed', amount: kind.debit });
    expect(await walletNaira(app, c.token)).toBe(20_000);
  });
});

describe('verification', () => {
  it('verify-card/ answers the card holder, current bouquet, renewal amount (cheapest bouquet) and due date', async () => {
    const c = await customer();
    const res = await verifyCard(c.token, 'gotv', '7012345678');
    expect(res.statusCode).toBe(200);
    expect(res.json().data.content).toMatchObject({
      Customer_Name: 'TEST CUSTOMER 5678',
      Current_Bouquet: 'GOtv Smallie',
      Renewal_Amount: 1900,
      Due_Date: expect.any(String),
      Status: 'ACTIVE',
    });
  });

  it('a number the provider calls invalid (000) answers 200 with our wording for it, never the provider’s', async () => {
    const c = await customer();
    const card = await verifyCard(c.token, 'dstv', '7012345000');
    expect(card.statusCode).toBe(200);
    expect(card.json().data.content).toEqual({ error: API_MESSAGES.verification.invalidNumber['smart-card'] });
    const meter = await verifyMeter(c.token, 'ikeja-electric', '45012345000');
    expect(meter.json().data.content).toEqual({ error: API_MESSAGES.verification.invalidNumber.meter });
    const profile = await verifyCard(c.token, 'jamb', '1234567000');
    expect(profile.json().data.content).toEqual({ error: API_MESSAGES.verification.invalidNumber['profile-id'] });
  });

  it('a provider refusal about our account (992: 021 ACCOUNT IS LOCKED) reads "temporarily unavailable", and nothing is remembered', async () => {
    const c = await customer(20_000);
    for (const res of [
      await verifyCard(c.token, 'dstv', '7012345992'),
      await verifyMeter(c.token, 'ikeja-electric', '45012345992'),
      await verifyCard(c.token, 'jamb', '1234567992'),
    ]) {
      expect(res.statusCode).toBe(200);
      expect(res.json().data.content).toEqual({ error: API_MESSAGES.verification.serviceUnavailable });
      expect(res.body).not.toMatch(/LOCKED/i);
    }
    const cable = await post(c.token, 'purchase-cable/', { package_id: ids.dstv, smart_no: '7012345992', phone_number: '08031234567' });
    expect(cable.json()).toMatchObject({ data: { smart_no: [MESSAGES.cable.smartCardRequired] } });
    expect(await walletNaira(app, c.token)).toBe(20_000);
  });

  it('verify-meter-number/ answers name, address, type and minimum; a bad meter type is an error to show', async () => {
    const c = await customer();
    const ok = await verifyMeter(c.token, 'eko-electric', '45012345678', 'postpaid');
    expect(ok.json().data.content).toMatchObject({ Customer_Name: 'TEST CUSTOMER 5678', Address: expect.any(String), Minimum_Amount: 1000 });
    const bad = await verifyMeter(c.token, 'eko-electric', '45012345678', 'solar');
    expect(bad.json().data.content).toEqual({ error: MESSAGES.electricity.meterTypeRequired });
  });

  it('SHOWMAX needs no verification; an unknown or non-verifiable package is a 404', async () => {
    const c = await customer();
    expect((await verifyCard(c.token, 'showmax', '7012345678')).json().data.content).toEqual({ error: API_MESSAGES.verification.notNeeded });
    expect((await verifyCard(c.token, 'mtn', '7012345678')).statusCode).toBe(404);
    expect((await get(c.token, 'verify-card/999999/7012345678/')).statusCode).toBe(404);
  });

  it('needs login', async () => {
    expect((await app.inject({ method: 'GET', url: `/api/v1/verify-card/${ids.dstv}/7012345678/` })).statusCode).toBe(401);
  });

  it('an unverified smart card, meter or JAMB profile is refused with the spec message; nothing moves', async () => {
    const c = await customer(20_000);
    const cable = await post(c.token, 'purchase-cable/', { package_id: ids.dstv, smart_no: '7012345678', phone_number: '08031234567' });
    expect(cable.statusCode).toBe(400);
    expect(cable.json()).toMatchObject({ message: MESSAGES.cable.smartCardRequired, data: { smart_no: [MESSAGES.cable.smartCardRequired] } });
    const meter = await post(c.token, 'purchase-electricity/', {
      package_id: ids['ikeja-electric'], meter_no: '45012345678', meter_type: 'prepaid', amount: 1000, phone_number: '08031234567',
    });
    expect(meter.json()).toMatchObject({ data: { meter_no: [MESSAGES.electricity.meterNumberRequired] } });
    const jamb = await post(c.token, 'purchase-exam-pins/', {
      package_id: ids.jamb, variation_code: 'utme-mock', profile_id: '1234567890', phone_number: '08031234567',
    });
    expect(jamb.json()).toMatchObject({ data: { profile_id: [MESSAGES.exam.profileIdRequired] } });
    expect(await walletNaira(app, c.token)).toBe(20_000);
  });

  it("another customer's verification does not count, and it expires after 30 minutes", async () => {
    const a = await customer(20_000);
    const b = await customer(20_000);
    await verifyCard(a.token, 'dstv', '7012345111');
    const body = { package_id: ids.dstv, smart_no: '7012345111', phone_number: '08031234567' };
    expect((await post(b.token, 'purchase-cable/', body)).statusCode).toBe(400);
    clock.advance(31 * 60 * 1000);
    expect((await post(a.token, 'purchase-cable/', body)).statusCode).toBe(400);
    await verifyCard(a.token, 'dstv', '7012345111');
    expect((await post(a.token, 'purchase-cable/', body)).statusCode).toBe(200);
  });
});

describe('pricing is the server’s', () => {
  it('a cable bouquet change is charged the plan price; a stale client price is refused', async () => {
    const c = await customer(50_000);
    await verifyCard(c.token, 'dstv', '7012345222');
    const base = { package_id: ids.dstv, smart_no: '7012345222', phone_number: '08031234567', variation_code: 'dstv-compact' };
    const stale = await post(c.token, 'purchase-cable/', { ...base, amt: 15_700 });
    expect(stale.statusCode).toBe(400);
    expect(stale.json().message).toBe(API_MESSAGES.purchase.priceChanged('₦19,000.00'));
    expect(await walletNaira(app, c.token)).toBe(50_000);
    const ok = await post(c.token, 'purchase-cable/', { ...base, amt: 19_000 });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data.plan).toBe('DStv DStv Compact');
    expect(await walletNaira(app, c.token)).toBe(31_000);
  });

  it('SHOWMAX buys a plan with no smart card, and needs one', async () => {
    const c = await customer(10_000);
    const none = await post(c.token, 'purchase-cable/', { package_id: ids.showmax, phone_number: '08031234567' });
    expect(none.json()).toMatchObject({ data: { variation_code: [MESSAGES.cable.planRequired] } });
    const ok = await post(c.token, 'purchase-cable/', { package_id: ids.showmax, variation_code: 'showmax-mobile', phone_number: '08031234567' });
    expect(ok.statusCode).toBe(200);
    expect(await walletNaira(app, c.token)).toBe(8_400);
  });

  it('airtime and electricity charge the amount less the discount; a stale charged amount is refused', async () => {
    const c = await customer(10_000);
    const stale = await post(c.token, 'purchase-airtime/', { package_id: ids.glo, phone_number: '08051234567', amount: 1000, amt: 980 });
    expect(stale.json().message).toBe(API_MESSAGES.purchase.priceChanged('₦970.00'));
    const ok = await post(c.token, 'purchase-airtime/', { package_id: String(ids.glo), network: ids.glo, phone_number: '08051234567', amount: '1000' });
    expect(ok.json().data.amount).toBe(970);
    expect(await walletNaira(app, c.token)).toBe(9_030);
  });

  it("electricity refuses less than the meter's own minimum (postpaid ₦1000 in the sandbox)", async () => {
    const c = await customer(10_000);
    await verifyMeter(c.token, 'eko-electric', '45012345333', 'postpaid');
    const res = await post(c.token, 'purchase-electricity/', {
      package_id: ids['eko-electric'], meter_no: '45012345333', meter_type: 'postpaid', amount: 800, phone_number: '08031234567',
    });
    expect(res.json()).toMatchObject({ data: { amount: [MESSAGES.electricity.amountBelowMeterMinimum(1000)] } });
    expect(await walletNaira(app, c.token)).toBe(10_000);
  });

  it('each kind answers the spec message on the field at fault', async () => {
    const c = await customer(10_000);
    const cases: Array<[string, object, string, string]> = [
      ['purchase-airtime/', { package_id: ids.mtn, phone_number: '08031234567', amount: 50 }, 'amount', MESSAGES.airtime.amountTooLow],
      ['purchase-airtime/', { package_id: ids.mtn, amount: 500 }, 'phone_number', MESSAGES.airtime.phoneRequired],
      ['purchase-exam-pins/', { package_id: ids.waec, variation_code: 'waecdirect', phone_number: '08031234567', quantity: 11 }, 'quantity', MESSAGES.exam.quantityOutOfRange],
      ['convert-airtime-to-cash/', { package_id: ids['mtn-airtime-cash'], phone: '08031234567', amount_transferred: 4999 }, 'amount_transferred', MESSAGES.airtimeToCash.amountTooLow],
      ['purchase-electricity/', { package_id: ids['ikeja-electric'], meter_no: '4501', phone_number: '08031234567', amount: 900 }, 'meter_type', MESSAGES.electricity.meterTypeRequired],
    ];
    for (const [url, body, field, message] of cases) {
      const res = await post(c.token, url, body);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ message, data: { [field]: [message] } });
    }
    expect(await walletNaira(app, c.token)).toBe(10_000);
  });
});

describe('result pins', () => {
  it('JAMB verifies the profile ID, then sells its pin for the named candidate', async () => {
    const c = await customer(10_000);
    const verified = await verifyCard(c.token, 'jamb', '1234567890');
    expect(verified.json().data.content).toEqual({ Customer_Name: 'TEST CUSTOMER 7890' });
    const res = await post(c.token, 'purchase-exam-pins/', {
      package_id: ids.jamb, variation_code: 'utme-no-mock', profile_id: '1234567890', phone_number: '08031234567',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ amount: 6200, card_no: '1234567890', description: expect.stringContaining('TEST CUSTOMER 7890') });
    expect(res.json().data.token).toMatch(/^Serial: .+ PIN: \d{12}$/);
  });

  it('get-package/6/ lists WAEC, NECO, NABTEB, JAMB (verify: true) and WAEC registration', async () => {
    const c = await customer();
    const list = (await get(c.token, 'get-package/6/')).json().data as Array<{ key: string; verify?: boolean; products: unknown[] }>;
    expect(list.map((p) => p.key)).toEqual(['waec', 'neco', 'nabteb', 'jamb', 'waec-registration']);
    expect(list.find((p) => p.key === 'jamb')).toMatchObject({ verify: true, products: [{ code: 'utme-mock', amount: 7700 }, { code: 'utme-no-mock', amount: 6200 }] });
  });
});

describe('airtime to cash', () => {
  it('records a pending request, moves no money, and says where to send the airtime', async () => {
    const c = await customer(1_000);
    const res = await post(c.token, 'convert-airtime-to-cash/', {
      network: 'MTN', phone: '08031234567', amount_transferred: 5001, amount_to_receive: 4001, phone_number: '08031234567', package_id: ids['mtn-airtime-cash'],
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().message).toBe(API_MESSAGES.purchase.airtimeToCashNext('MTN', '08031230001'));
    expect(res.json().data).toMatchObject({
      status: 'pending',
      amount: 4001,
      description: 'MTN airtime of ₦5,001.00 from 08031234567',
      category: { type: 'airtime-cash' },
    });
    expect(await walletNaira(app, c.token)).toBe(1_000);
    await runRequery();
    expect((await record(c.token, res.json().data.id)).status).toBe('pending');
  });

  it('its record says what happens next (network, receiving number, how to send, from which line), then why staff declined', async () => {
    const c = await customer(1_000);
    const res = await post(c.token, 'convert-airtime-to-cash/', { phone: '08031234567', amount_transferred: 5000, package_id: ids['mtn-airtime-cash'] });
    const next = {
      network: 'MTN',
      receiving_number: '08031230001',
      how_to: expect.stringContaining('*600*08031230001*amount*PIN#'),
      phone: '08031234567',
      amount_transferred: 5000,
      decline_reason: null,
    };
    expect(res.json().data.airtime_to_cash).toEqual(next);
    const id = res.json().data.id;
    expect((await record(c.token, id)).airtime_to_cash).toEqual(next);
    await testDb.db.query(`UPDATE transactions SET status = 'failed', response = $2 WHERE id = $1`, [
      id,
      API_MESSAGES.staff.airtimeCashDeclined('No airtime arrived from 08031234567'),
    ]);
    expect((await record(c.token, id)).airtime_to_cash).toEqual({ ...next, decline_reason: 'No airtime arrived from 08031234567' });
    // Other kinds carry neither.
    const airtime = await post(c.token, 'purchase-airtime/', { package_id: ids.mtn, phone_number: '08031234567', amount: 100 });
    expect(airtime.json().data).not.toHaveProperty('airtime_to_cash');
    expect(airtime.json().data).not.toHaveProperty('customer_name');
  });

  it('refuses a stale amount to receive', async () => {
    const c = await customer(1_000);
    const res = await post(c.token, 'convert-airtime-to-cash/', {
      phone: '08031234567', amount_transferred: 5000, amount_to_receive: 4500, package_id: ids['mtn-airtime-cash'],
    });
    expect(res.json().message).toBe(API_MESSAGES.purchase.receiveChanged('₦4,000.00'));
  });

  it('get-package/5/ gives each network its commission, receiving number and how-to description', async () => {
    const c = await customer();
    const list = (await get(c.token, 'get-package/5/')).json().data as Array<{ title: string; description: string; products: unknown }>;
    expect(list.find((p) => p.title === 'MTN')).toMatchObject({
      description: expect.stringContaining('*600*08031230001*amount*PIN#'),
      products: { commission: 20, receiving_number: '08031230001' },
    });
  });
});

describe('provider failures are told in customer words', () => {
  it('a provider refusal for low float (018) reads "temporarily unavailable", never "LOW WALLET BALANCE"', async () => {
    const c = await customer(5_000);
    const res = await post(c.token, 'purchase-airtime/', { package_id: ids.mtn, phone_number: '08031234995', amount: 500 });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(API_MESSAGES.purchase.failedRefunded(API_MESSAGES.purchase.failure.serviceUnavailable));
    expect(res.body).not.toMatch(/LOW WALLET BALANCE/);
    const { rows } = await testDb.db.query<{ provider_message: string }>('SELECT provider_message FROM transactions WHERE tx_ref = $1', [
      res.json().data.tx_ref,
    ]);
    expect(rows[0]!.provider_message).toBe('LOW WALLET BALANCE');
    expect(await walletNaira(app, c.token)).toBe(5_000);
  });
});

describe('delivered tokens and pins by e-mail', () => {
  const mailJobs = (txRef: string) =>
    testDb.db.query<{ payload: { to: string; text: string } }>('SELECT payload FROM jobs WHERE dedupe_key = $1', [`delivered-code:${txRef}`]);

  it('are e-mailed when e-mail notifications are on, and not when off', async () => {
    const on = await customer(10_000);
    await verifyMeter(on.token, 'ikeja-electric', '45012345444');
    const body = { package_id: ids['ikeja-electric'], meter_no: '45012345444', meter_type: 'prepaid', amount: 1000, phone_number: '08031234567' };
    const delivered = (await post(on.token, 'purchase-electricity/', body)).json().data;
    const { rows } = await mailJobs(delivered.tx_ref);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.payload.to).toBe(on.email);
    expect(rows[0]!.payload.text).toContain(delivered.token);

    const off = await customer(10_000);
    await app.inject({ method: 'PUT', url: '/api/v1/update-user-settings/', headers: bearer(off.token), payload: { email_notifications: false } });
    await verifyMeter(off.token, 'ikeja-electric', '45012345444');
    const quiet = (await post(off.token, 'purchase-electricity/', body)).json().data;
    expect(quiet.token).toMatch(/^\d{20}$/);
    expect((await mailJobs(quiet.tx_ref)).rows).toHaveLength(0);
  });

  it('exam pins are e-mailed like the token (every serial and PIN), and not when notifications are off', async () => {
    const body = { package_id: ids.waec, variation_code: 'waecdirect', quantity: 2, phone_number: '08031234567' };
    const on = await customer(20_000);
    const delivered = (await post(on.token, 'purchase-exam-pins/', body)).json().data;
    expect(delivered.token.split('\n')).toHaveLength(2);
    const { rows } = await mailJobs(delivered.tx_ref);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.payload.to).toBe(on.email);
    for (const line of delivered.token.split('\n')) expect(rows[0]!.payload.text).toContain(line);

    const off = await customer(20_000);
    await app.inject({ method: 'PUT', url: '/api/v1/update-user-settings/', headers: bearer(off.token), payload: { email_notifications: false } });
    const quiet = (await post(off.token, 'purchase-exam-pins/', body)).json().data;
    expect(quiet.token).toMatch(/PIN: \d{12}/);
    expect((await mailJobs(quiet.tx_ref)).rows).toHaveLength(0);
  });
});

describeOnPostgres('mixed-kind races on PostgreSQL', () => {
  it('40 parallel purchases of five kinds on a wallet for about 10: no overdraft, every refusal genuine', async () => {
    const c = await customer(10_000);
    await verifyMeter(c.token, 'ikeja-electric', '45012345555');
    const bodies: Array<[string, object, number]> = [
      ['purchase-airtime/', { package_id: ids.mtn, phone_number: '08031234567', amount: 1000 }, 980],
      ['purchase-electricity/', { package_id: ids['ikeja-electric'], meter_no: '45012345555', meter_type: 'prepaid', amount: 1000, phone_number: '08031234567' }, 990],
      ['purchase-data/', { package_id: ids['mtn-data'], variation_code: 'mtn-3gb-30d', phone_number: '08031234567' }, 780],
      ['purchase-exam-pins/', { package_id: ids.nabteb, variation_code: 'nabteb-pin', phone_number: '08031234567' }, 1000],
      ['convert-airtime-to-cash/', { package_id: ids['mtn-airtime-cash'], phone: '08031234567', amount_transferred: 5000 }, 0],
    ];
    const answers = await Promise.all(Array.from({ length: 40 }, (_, i) => post(c.token, bodies[i % 5]![0], bodies[i % 5]![1])));
    const byStatus = (code: number) => answers.filter((r) => r.statusCode === code);
    // Airtime to cash moves nothing, so its 8 requests are all accepted as pending.
    expect(byStatus(201)).toHaveLength(8);
    expect(byStatus(200).length + byStatus(400).length).toBe(32);
    const spent = byStatus(200).reduce((sum, r) => sum + r.json().data.amount, 0);
    const left = await walletNaira(app, c.token);
    expect(left).toBeCloseTo(10_000 - spent, 2);
    expect(left).toBeGreaterThanOrEqual(0);
    expect(byStatus(200).length).toBeGreaterThanOrEqual(10);
    answers.forEach((r, i) => {
      if (r.statusCode !== 400) return;
      expect(r.json().message).toBe(API_MESSAGES.purchase.insufficientBalance);
      // A refusal is genuine only if this kind no longer fits in what is left.
      expect(left).toBeLessThan(bodies[i % 5]![2]);
    });
  });
});
