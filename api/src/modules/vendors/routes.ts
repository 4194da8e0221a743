import type { FastifyPluginAsync } from 'fastify';
import { TEST_TOP_UP_MAX_NAIRA, VENDOR_MESSAGES, isValidWebhookUrl, testTopUpKobo, toNaira } from '@topup/rules';
import { CallbackDelivery, CreatedResellerKey, ResellerKey, ResellerKeyBody, TestBalance, TestBalanceTopUpBody, VendorApplication, VendorApplicationBody, VendorStatus, VendorUsage } from '@topup/wire';
import { AppError, NotFound, ValidationFailed } from '../../errors';
import { bearerSecurity } from '../../http/auth-guard';
import { toId } from '../../http/ids';
import { envelope } from '../../http/schemas';
import type { ModuleOptions } from '../../services';
import { buyerLevel } from '../catalogue/pricing';
import { apply, vendorStatus } from './applications';
import { deliveryLog, resendDelivery } from './callbacks';
import { createKey, listKeys, revokeKey, rotateKey, type KeyInput } from './keys';
import { usageToday } from './reseller';
import { testBalanceKobo, topUpTestBalance } from './test-balance';

const idParams = { type: 'object', required: ['id'], properties: { id: { type: 'string', pattern: '^[0-9]+$' } } } as const;
const tags = ['vendors'];

/** The web app's vendor area (ADR 0026): apply; then keys, callback URL, delivery log and usage. */
export const vendorRoutes: FastifyPluginAsync<ModuleOptions> = async (app, { services }) => {
  const { db, clock } = services;
  const idOf = (params: { id: string }) => {
    const id = toId(params.id);
    if (id === undefined) throw new NotFound(VENDOR_MESSAGES.keyNotFound);
    return id;
  };
  // Keys, callbacks and usage are the vendors'; a customer is told to apply first.
  const vendorsOnly = async (request: { user: { userId: number } }) => {
    if ((await buyerLevel(db, request.user.userId)) !== 'vendor') throw new AppError(403, VENDOR_MESSAGES.vendorsOnly);
  };
  const vendorOnly = { preHandler: vendorsOnly, config: { answers: { 403: true as const } } };

  app.get('/vendor/', { schema: { tags, summary: 'Your level (customer or vendor), latest vendor application and callback URL', security: bearerSecurity, response: { 200: envelope(VendorStatus) } } }, async (request) => ({
    message: 'Successful',
    data: await vendorStatus(db, request.user.userId),
  }));

  app.post<{ Body: { business_name: string; phone: string; monthly_volume: string } }>(
    '/vendor/apply/',
    {
      config: { answers: { 409: true } },
      schema: { tags, summary: 'Apply to become a vendor (staff approve or decline; you are e-mailed)', security: bearerSecurity, body: VendorApplicationBody, response: { 201: envelope(VendorApplication) } },
    },
    async (request, reply) => reply.code(201).send({ message: VENDOR_MESSAGES.applied, data: await apply(db, request.user.userId, request.body, clock()) }),
  );

  app.get('/vendor/keys/', { ...vendorOnly, schema: { tags, summary: 'Your reseller API keys (never the keys themselves)', security: bearerSecurity, response: { 200: envelope({ type: 'array', items: ResellerKey }) } } }, async (request) => ({
    message: 'Successful',
    data: await listKeys(db, request.user.userId),
  }));

  app.post<{ Body: KeyInput }>(
    '/vendor/keys/',
    {
      ...vendorOnly,
      // A key spends the wallet without the customer (ADR 0026): creating one asks the PIN as a debit does.
      config: { authorisesDebits: true, answers: { 403: true, 409: true } },
      schema: { tags, summary: 'Create an API key (with the transaction PIN once one is set): the key and its callback signing secret are shown only in this answer', security: bearerSecurity, body: ResellerKeyBody, response: { 201: envelope(CreatedResellerKey) } },
    },
    async (request, reply) => reply.code(201).send({ message: VENDOR_MESSAGES.keyCreated, data: await createKey(db, request.user.userId, request.body, clock()) }),
  );

  app.post<{ Params: { id: string } }>(
    '/vendor/keys/:id/rotate/',
    {
      ...vendorOnly,
      config: { ...vendorOnly.config, authorisesDebits: true },
      schema: { tags, summary: 'Rotate a key (with the transaction PIN once one is set): it stops working now; a new key (same name and IPs) is shown once', security: bearerSecurity, params: idParams, response: { 201: envelope(CreatedResellerKey) } },
    },
    async (request, reply) => reply.code(201).send({ message: VENDOR_MESSAGES.keyRotated, data: await rotateKey(db, request.user.userId, idOf(request.params), clock()) }),
  );

  app.post<{ Params: { id: string } }>(
    '/vendor/keys/:id/revoke/',
    { ...vendorOnly, schema: { tags, summary: 'Revoke a key: calls with it are refused (401) from now on', security: bearerSecurity, params: idParams, response: { 200: envelope(ResellerKey) } } },
    async (request) => ({ message: VENDOR_MESSAGES.keyRevoked, data: await revokeKey(db, request.user.userId, idOf(request.params), clock()) }),
  );

  app.put<{ Body: { url: string | null } }>(
    '/vendor/webhook/',
    {
      ...vendorOnly,
      schema: {
        tags,
        summary: 'Set (or, with null, remove) the URL final purchase states are posted to',
        security: bearerSecurity,
        body: { type: 'object', required: ['url'], properties: { url: { type: ['string', 'null'], maxLength: 500 } }, examples: [{ url: 'https://example.com/topup/callback' }] },
        response: { 200: envelope({ type: 'object', required: ['url'], properties: { url: { type: ['string', 'null'] } } }) },
      },
    },
    async (request) => {
      const url = request.body.url?.trim() || null;
      if (url === null) {
        await db.query('DELETE FROM vendor_webhooks WHERE user_id = $1', [request.user.userId]);
        return { message: VENDOR_MESSAGES.webhookRemoved, data: { url } };
      }
      if (!isValidWebhookUrl(url)) throw new ValidationFailed('url', VENDOR_MESSAGES.webhookInvalid);
      await db.query(
        `INSERT INTO vendor_webhooks (user_id, url, updated_at) VALUES ($1, $2, $3) ON CONFLICT (user_id) DO UPDATE SET url = EXCLUDED.url, updated_at = EXCLUDED.updated_at`,
        [request.user.userId, url, clock()],
      );
      return { message: VENDOR_MESSAGES.webhookSaved, data: { url } };
    },
  );

  app.get<{ Querystring: { page?: string } }>(
    '/vendor/callbacks/',
    {
      ...vendorOnly,
      schema: {
        tags,
        summary: 'Your callback log, newest first (20 a page): each delivery with its attempts and the answers your receiver gave',
        security: bearerSecurity,
        querystring: { type: 'object', properties: { page: { type: 'string', pattern: '^[1-9][0-9]{0,5}$' } } },
        response: { 200: envelope({ type: 'array', items: CallbackDelivery }) },
      },
    },
    async (request) => ({ message: 'Successful', data: await deliveryLog(db, request.user.userId, { limit: 20, offset: (Number(request.query.page ?? 1) - 1) * 20 }) }),
  );

  app.post<{ Params: { id: string } }>(
    '/vendor/callbacks/:id/resend/',
    { ...vendorOnly, schema: { tags, summary: 'Send a callback again (the same event id and body)', security: bearerSecurity, params: idParams, response: { 202: envelope({ type: 'null' }) } } },
    async (request, reply) => {
      if (!(await resendDelivery(db, request.user.userId, idOf(request.params), clock()))) throw new NotFound(VENDOR_MESSAGES.deliveryNotFound);
      return reply.code(202).send({ message: VENDOR_MESSAGES.resendQueued, data: null });
    },
  );

  app.get('/vendor/test-balance/', { ...vendorOnly, schema: { tags, summary: 'Your test balance: what test keys (rk_test_) spend against the sandbox', security: bearerSecurity, response: { 200: envelope(TestBalance) } } }, async (request) => ({
    message: 'Successful',
    data: { balance: toNaira(await testBalanceKobo(db, request.user.userId)), mode: 'test' as const },
  }));

  app.post<{ Body: { amount: number | string } }>(
    '/vendor/test-balance/',
    {
      ...vendorOnly,
      schema: { tags, summary: 'Add play money to your test balance (no real money moves; ADR 0043)', security: bearerSecurity, body: TestBalanceTopUpBody, response: { 200: envelope(TestBalance) } },
    },
    async (request) => {
      const kobo = testTopUpKobo(request.body.amount);
      if (kobo === null) throw new ValidationFailed('amount', VENDOR_MESSAGES.testTopUpInvalid(TEST_TOP_UP_MAX_NAIRA));
      const balance = await topUpTestBalance(db, request.user.userId, kobo, clock());
      return { message: VENDOR_MESSAGES.testToppedUp, data: { balance: toNaira(balance), mode: 'test' as const } };
    },
  );

  app.get('/vendor/usage/', { ...vendorOnly, schema: { tags, summary: 'Your reseller API today: purchases by state and callbacks by state', security: bearerSecurity, response: { 200: envelope(VendorUsage) } } }, async (request) => ({
    message: 'Successful',
    data: await usageToday(db, request.user.userId, clock()),
  }));
};
