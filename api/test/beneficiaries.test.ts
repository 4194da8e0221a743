import { BENEFICIARY_LIMITS, BENEFICIARY_MESSAGES } from '@topup/rules';
import { ON_POSTGRES, bearer, describeOnPostgres, signedInCustomer, useTestApp } from './support';

/** ADR 0025: saved beneficiaries. */

const { app, testDb } = useTestApp();

async function customer() {
  return signedInCustomer(app, testDb.db);
}
const save = (token: string, payload: object) => app.inject({ method: 'POST', url: '/api/v1/beneficiaries/', headers: bearer(token), payload });
const list = async (token: string, kind?: string) =>
  (await app.inject({ method: 'GET', url: `/api/v1/beneficiaries/${kind ? `?kind=${kind}` : ''}`, headers: bearer(token) })).json().data as {
    id: number;
    kind: string;
    value: string;
    name: string;
  }[];

it('saves a phone, a smart card, a meter and an e-mail, lists them by name and by kind', async () => {
  const { token } = await customer();
  const answers = await Promise.all([
    save(token, { kind: 'phone', value: '+2348031234567', name: 'Mum MTN' }),
    save(token, { kind: 'smart_card', value: '7023456789', name: 'Living room DStv' }),
    save(token, { kind: 'meter', value: '45031234567', name: 'Shop meter' }),
    save(token, { kind: 'email', value: ' Ada@Example.com ', name: 'Ada' }),
  ]);
  expect(answers.map((a) => a.statusCode)).toEqual([201, 201, 201, 201]);
  expect(answers[0]!.json().message).toBe(BENEFICIARY_MESSAGES.saved('Mum MTN'));
  expect((await list(token)).map((b) => [b.name, b.kind, b.value])).toEqual([
    ['Ada', 'email', 'ada@example.com'],
    ['Living room DStv', 'smart_card', '7023456789'],
    ['Mum MTN', 'phone', '08031234567'],
    ['Shop meter', 'meter', '45031234567'],
  ]);
  expect((await list(token, 'phone')).map((b) => b.value)).toEqual(['08031234567']);
});

it('refuses what the rules refuse, field by field, and saves nothing', async () => {
  const { token } = await customer();
  const cases: [object, Record<string, string[]>][] = [
    [{ kind: 'phone', value: '12345', name: 'X' }, { value: [BENEFICIARY_MESSAGES.valueInvalid.phone] }],
    [{ kind: 'phone', value: '+44 7700 900123', name: 'X' }, { value: [BENEFICIARY_MESSAGES.valueInvalid.phone] }],
    [{ kind: 'meter', value: '12ab', name: 'X' }, { value: [BENEFICIARY_MESSAGES.valueInvalid.meter] }],
    [{ kind: 'smart_card', value: '', name: '' }, { name: [BENEFICIARY_MESSAGES.nameRequired], value: [BENEFICIARY_MESSAGES.valueRequired] }],
    [{ kind: 'email', value: 'not-an-email', name: 'X'.repeat(41) }, { name: [BENEFICIARY_MESSAGES.nameTooLong], value: [BENEFICIARY_MESSAGES.valueInvalid.email] }],
    [{ kind: 'bank', value: '0123456789', name: 'X' }, { kind: [BENEFICIARY_MESSAGES.kindInvalid] }],
  ];
  for (const [payload, fields] of cases) {
    const answer = await save(token, payload);
    expect([answer.statusCode, answer.json().data]).toEqual([400, fields]);
  }
  const first = await save(token, { kind: 'phone', value: '08031234567', name: 'Tunde' });
  expect(first.statusCode).toBe(201);
  const again = await save(token, { kind: 'phone', value: '+2348031234567', name: 'Tunde again' });
  expect([again.statusCode, again.json().data]).toEqual([400, { value: [BENEFICIARY_MESSAGES.alreadySaved('Tunde')] }]);
  expect(await list(token)).toHaveLength(1);
});

it(`keeps at most ${BENEFICIARY_LIMITS.max} per customer; deleting one makes room`, async () => {
  const { token } = await customer();
  for (let i = 0; i < BENEFICIARY_LIMITS.max; i += 1) {
    expect((await save(token, { kind: 'meter', value: String(10_000_000 + i), name: `Meter ${i}` })).statusCode).toBe(201);
  }
  const over = await save(token, { kind: 'phone', value: '08031234567', name: 'One too many' });
  expect([over.statusCode, over.json().message]).toEqual([400, BENEFICIARY_MESSAGES.tooMany]);
  const saved = await list(token);
  expect(saved).toHaveLength(BENEFICIARY_LIMITS.max);
  expect((await app.inject({ method: 'DELETE', url: `/api/v1/beneficiaries/${saved[0]!.id}/`, headers: bearer(token) })).statusCode).toBe(200);
  expect((await save(token, { kind: 'phone', value: '08031234567', name: 'Now it fits' })).statusCode).toBe(201);
});

it('renames and deletes only the customer’s own', async () => {
  const owner = await customer();
  const other = await customer();
  const { id } = (await save(owner.token, { kind: 'phone', value: '08031234567', name: 'Old name' })).json().data;
  const url = `/api/v1/beneficiaries/${id}/`;
  const stranger = await app.inject({ method: 'PATCH', url, headers: bearer(other.token), payload: { name: 'Mine now' } });
  expect([stranger.statusCode, stranger.json().message]).toEqual([404, BENEFICIARY_MESSAGES.notFound]);
  expect((await app.inject({ method: 'DELETE', url, headers: bearer(other.token) })).statusCode).toBe(404);
  const blank = await app.inject({ method: 'PATCH', url, headers: bearer(owner.token), payload: { name: '  ' } });
  expect([blank.statusCode, blank.json().data]).toEqual([400, { name: [BENEFICIARY_MESSAGES.nameRequired] }]);
  const renamed = await app.inject({ method: 'PATCH', url, headers: bearer(owner.token), payload: { name: ' Mum ' } });
  expect([renamed.statusCode, renamed.json().data.name]).toEqual([200, 'Mum']);
  expect((await app.inject({ method: 'DELETE', url, headers: bearer(owner.token) })).json()).toEqual({ message: BENEFICIARY_MESSAGES.deleted, data: null });
  expect(await list(owner.token)).toEqual([]);
  expect((await app.inject({ method: 'GET', url: '/api/v1/beneficiaries/' })).statusCode).toBe(401);
});

describeOnPostgres('parallel saves (PostgreSQL)', () => {
  it(`never pass ${BENEFICIARY_LIMITS.max} together`, async () => {
    expect(ON_POSTGRES).toBe(true);
    const { id, token } = await customer();
    for (let i = 0; i < BENEFICIARY_LIMITS.max - 5; i += 1) {
      await testDb.db.query(`INSERT INTO beneficiaries (user_id, kind, value, name) VALUES ($1, 'meter', $2, $3)`, [id, String(20_000_000 + i), `M${i}`]);
    }
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => save(token, { kind: 'phone', value: `0803${String(1_000_000 + i).padStart(7, '0')}`, name: `P${i}` })),
    );
    expect(answers.filter((a) => a.statusCode === 201)).toHaveLength(5);
    expect(answers.filter((a) => a.statusCode === 400)).toHaveLength(15);
    const { rows } = await testDb.db.query<{ n: number }>('SELECT count(*)::int AS n FROM beneficiaries WHERE user_id = $1', [id]);
    expect(rows[0]!.n).toBe(BENEFICIARY_LIMITS.max);
  });
});
