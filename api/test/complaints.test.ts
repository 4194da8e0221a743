import { COMPLAINT_MESSAGES, formatKobo } from '@topup/rules';
import { runDueJobs } from '../src/app';
import { customerBalances } from '../src/modules/ledger/accounts';
import { assertLedgerInvariants } from '../src/modules/ledger/invariants';
import { bearer, createTestUser, manualClock, signedInCustomer, signedInStaff, useTestApp, packageIds } from './support';

const clock = manualClock();
const ids: Record<string, number> = {};

const { app, testDb } = useTestApp({ clock: clock.now, config: { providerTimeoutMs: 2_000 }, sandbox: { slowMs: 50 } });
beforeAll(async () => {
  Object.assign(ids, await packageIds(testDb.db));
});
afterEach(() => assertLedgerInvariants(testDb.db));

const api = (token: string | null, method: 'GET' | 'POST', url: string, payload?: object) =>
  app.inject({ method, url: `/api/v1/${url}`, headers: token ? bearer(token) : {}, ...(payload ? { payload } : {}) });

async function customer(wallet = 10_000) {
  return signedInCustomer(app, testDb.db, { walletNaira: wallet });
}

const staff = (role: 'support' | 'admin') => signedInStaff(app, testDb.db, role, clock.now());

async function electricity(c: { token: string }, meter: string) {
  expect((await api(c.token, 'GET', `verify-meter-number/${ids['ikeja-electric']}/${meter}/prepaid/`)).statusCode).toBe(200);
  const res = await api(c.token, 'POST', 'purchase-electricity/', { package_id: ids['ikeja-electric'], meter_no: meter, meter_type: 'prepaid', amount: 1000, phone_number: '08031234567' });
  return res.json().data as { id: number; tx_ref: string; status: string; amount: number; token: string | null };
}

const mailsTo = async (email: string) =>
  (await testDb.db.query<{ text: string }>(`SELECT payload->>'text' AS text FROM jobs WHERE kind = 'send-email' AND payload->>'to' = $1 ORDER BY id`, [email])).rows.map((r) => r.text);

describe('complaints on a receipt', () => {
  it('token not working on an electricity receipt: ticket, staff requery and refund (once, both ways in the ledger), customer sees it resolved', async () => {
    const c = await customer();
    const bought = await electricity(c, '45012345678');
    expect(bought.status).toBe('confirmed');
    const before = (await customerBalances(testDb.db, c.id)).walletKobo;

    const opened = await api(c.token, 'POST', 'complaints/', { tx_ref: bought.tx_ref, reason: 'token_not_working', message: 'The meter says invalid token' });
    expect(opened.statusCode).toBe(201);
    const ticket = opened.json().data;
    expect(ticket).toMatchObject({ tx_ref: bought.tx_ref, reason: 'token_not_working', status: 'open', refunded: false, pending_note: null });
    expect(ticket.messages).toEqual([expect.objectContaining({ author: 'customer', body: 'Token not working: The meter says invalid token' })]);

    const support = await staff('support');
    const admin = await staff('admin');
    const queue = (await api(support.token, 'GET', 'admin/complaints/?status=open')).json().data as Array<{ id: number }>;
    expect(queue.map((t) => t.id)).toContain(ticket.id);
    const view = (await api(support.token, 'GET', `admin/complaints/${ticket.id}/`)).json().data;
    expect(view.transaction).toMatchObject({ tx_ref: bought.tx_ref, status: 'confirmed' });
    expect(view.transaction.ledger.map((e: { kind: string }) => e.kind)).toEqual(['purchase_debit', 'purchase_delivery']);
    expect(view.release_versions).toBeNull();

    const requeried = await api(support.token, 'POST', `admin/complaints/${ticket.id}/requery/`);
    expect(requeried.statusCode).toBe(200);
    expect(requeried.json().data.requery_result).toMatchObject({ status: 'delivered' });

    // Support may not refund; an admin may, once.
    expect((await api(support.token, 'POST', `admin/complaints/${ticket.id}/refund/`)).statusCode).toBe(403);
    const refunded = await api(admin.token, 'POST', `admin/complaints/${ticket.id}/refund/`);
    expect(refunded.statusCode).toBe(200);
    expect(refunded.json().data).toMatchObject({ status: 'resolved', refunded: true, transaction: { status: 'reversed' } });
    expect(refunded.json().data.transaction.ledger.map((e: { kind: string }) => e.kind)).toEqual(['purchase_debit', 'purchase_delivery', 'complaint_refund']);
    expect((await api(admin.token, 'POST', `admin/complaints/${ticket.id}/refund/`)).statusCode).toBe(409);
    expect((await customerBalances(testDb.db, c.id)).walletKobo).toBe(before + Math.round(bought.amount * 100));
    const audit = await testDb.db.query<{ action: string }>(`SELECT action FROM audit_log WHERE target = $1 ORDER BY id`, [`complaint:${ticket.id}`]);
    expect(audit.rows.map((r) => r.action)).toEqual(['complaint.requery', 'complaint.refund']);

    // The customer: a badge (unread), the conversation, and e-mails for each change.
    const mine = (await api(c.token, 'GET', 'complaints/')).json().data;
    expect(mine).toEqual([expect.objectContaining({ id: ticket.id, status: 'resolved', refunded: true, unread: true })]);
    const detail = (await api(c.token, 'GET', `complaints/${ticket.id}/`)).json().data;
    expect(detail.messages.map((m: { body: string }) => m.body)).toContain(COMPLAINT_MESSAGES.refunded(formatKobo(Math.round(bought.amount * 100))));
    expect((await api(c.token, 'GET', 'complaints/')).json().data[0].unread).toBe(false);
    const mails = await mailsTo(c.email);
    expect(mails.some((m) => m.includes(`ticket #${ticket.id}`) && m.includes('We received your report'))).toBe(true);
    expect(mails.some((m) => m.includes('we refunded'))).toBe(true);
  });

  it('a ticket on a purchase still pending says when it should settle instead of promising a refund; refund waits for the requery', async () => {
    const c = await customer();
    const pending = (await api(c.token, 'POST', 'purchase-airtime/', { package_id: ids.mtn, phone_number: '08031234994', amount: 500 })).json().data;
    expect(pending.status).toBe('pending');
    const ticket = (await api(c.token, 'POST', 'complaints/', { tx_ref: pending.tx_ref, reason: 'not_delivered', message: 'Nothing arrived' })).json().data;
    expect(ticket.pending_note).toMatch(/^This purchase is still being confirmed with the provider\. We expect a final answer by /);
    const admin = await staff('admin');
    const refused = await api(admin.token, 'POST', `admin/complaints/${ticket.id}/refund/`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(COMPLAINT_MESSAGES.pendingNoRefund);
    // A second report on the same transaction adds to the open ticket.
    const again = await api(c.token, 'POST', 'complaints/', { tx_ref: pending.tx_ref, reason: 'other', message: 'Still nothing' });
    expect(again.statusCode).toBe(200);
    expect(again.json().data.id).toBe(ticket.id);
    expect(again.json().data.messages).toHaveLength(2);
  });

  it('staff reply waits on the customer, who answers (open again); staff resolve; each change e-mailed', async () => {
    const c = await customer();
    const other = await createTestUser(testDb.db, {});
    const sent = (await api(c.token, 'POST', 'transfer-to-user/', { amount: 1000, email: other.email })).json().data;
    const ticket = (await api(c.token, 'POST', 'complaints/', { tx_ref: sent.tx_ref, reason: 'wrong_amount', message: 'I meant 100' })).json().data;
    const support = await staff('support');
    const replied = await api(support.token, 'POST', `admin/complaints/${ticket.id}/reply/`, { message: 'Transfers cannot be reversed; ask the recipient.' });
    expect(replied.json().data.status).toBe('waiting_on_customer');
    expect((await api(support.token, 'GET', 'admin/complaints/?status=waiting_on_customer')).json().data.map((t: { id: number }) => t.id)).toContain(ticket.id);
    const answered = await api(c.token, 'POST', `complaints/${ticket.id}/messages/`, { message: 'OK, thanks' });
    expect(answered.json().data.status).toBe('open');
    expect((await api(support.token, 'POST', `admin/complaints/${ticket.id}/refund/`)).statusCode).toBe(403);
    const admin = await staff('admin');
    expect((await api(admin.token, 'POST', `admin/complaints/${ticket.id}/refund/`)).statusCode).toBe(409);
    const resolved = await api(support.token, 'POST', `admin/complaints/${ticket.id}/resolve/`);
    expect(resolved.json().data.status).toBe('resolved');
    expect((await api(support.token, 'POST', `admin/complaints/${ticket.id}/resolve/`)).statusCode).toBe(409);
    const mails = await mailsTo(c.email);
    expect(mails.filter((m) => m.includes(`#${ticket.id}`))).toHaveLength(3);
    while ((await runDueJobs(app, { now: clock.now() })) > 0);
  });

  it("refuses another customer's transaction, an empty message and an unknown ticket", async () => {
    const c = await customer();
    const stranger = await customer();
    const bought = await electricity(c, '45012345679');
    expect((await api(stranger.token, 'POST', 'complaints/', { tx_ref: bought.tx_ref, reason: 'other', message: 'mine?' })).statusCode).toBe(404);
    const empty = await api(c.token, 'POST', 'complaints/', { tx_ref: bought.tx_ref, reason: 'other', message: '  ' });
    expect(empty.json().data).toEqual({ message: [COMPLAINT_MESSAGES.messageRequired] });
    expect((await api(c.token, 'GET', 'complaints/999999/')).statusCode).toBe(404);
  });

  it('the overview counts the tickets waiting for staff: one more when opened, one fewer when answered', async () => {
    const c = await customer();
    const support = await staff('support');
    const openTickets = async () => (await api(support.token, 'GET', 'admin/overview/')).json().data.complaints as number;
    const before = await openTickets();
    const bought = await electricity(c, '45012345677');
    const ticket = (await api(c.token, 'POST', 'complaints/', { tx_ref: bought.tx_ref, reason: 'token_not_working', message: 'Rejected by the meter' })).json().data;
    expect(await openTickets()).toBe(before + 1);
    await api(support.token, 'POST', `admin/complaints/${ticket.id}/reply/`, { message: 'Please type it again slowly.' });
    expect(await openTickets()).toBe(before);
  });
});
