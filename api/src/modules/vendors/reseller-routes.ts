import type { FastifyPluginAsync } from 'fastify';
import { METER_TYPES, VENDOR_MESSAGES, purchaseKind, toNaira } from '@topup/rules';
import { ResellerBalance, ResellerPurchaseBody, ResellerService, RESELLER_KINDS } from '@topup/wire';
import { NotFound, ValidationFailed } from '../../errors';
import { toId } from '../../http/ids';
import { envelope } from '../../http/schemas';
import type { ModuleOptions } from '../../services';
import { pricedFor } from '../catalogue/pricing';
import { listPackages } from '../catalogue/queries';
import { answerFor } from '../purchases/answers';
import { placePurchase } from '../purchases/place';
import { verificationOf } from '../purchases/verification';
import { pageForUser } from '../transactions/queries';
import { resellerRecord } from './callbacks';
import { findResellerPurchase, walletKobo } from './reseller';
import { PURCHASE_ANSWERS, purchaseCallbacks, resellerPurchaseRecord, resellerTransactionRow, withExample } from './reseller-docs';
import { RESELLER_EXAMPLES as EXAMPLES } from './reseller-examples';

/** A reseller success: always `{message, data}` (the API's envelope leaves `data` optional for its other routes). */
const resellerAnswer = (data: object) => ({ ...envelope(data), required: ['message', 'data'] });
const purchaseAnswer = resellerAnswer(resellerPurchaseRecord);
const ROUTE = 'reseller-purchases';
const UNIQUE_VIOLATION = '23505';

const VERIFY_NAMES = { 'smart-card': 'smart_card', meter: 'meter', 'profile-id': 'jamb', none: 'none' } as const;

export const resellerRoutes: FastifyPluginAsync<ModuleOptions> = async (app, { services }) => {
  const { db } = services;
  // A live key belongs to a vendor (the key check joins the level): every reseller call is priced for vendors.
  const catalogue = pricedFor(services.catalogue, 'vendor');

  app.get(
    '/balance',
    { schema: { summary: 'Your wallet balance (a test key: your test balance)', response: { 200: withExample(resellerAnswer(ResellerBalance), EXAMPLES.balance) } } },
    async (request) => {
      const { userId, mode } = request.reseller;
      return { message: 'Successful', data: { balance: toNaira(await walletKobo(db, userId, mode)), currency: 'NGN' as const, mode } };
    },
  );

  app.get(
    '/services',
    { schema: { summary: 'Every service and provider at your (vendor) prices: plans, or the discount off the face value', response: { 200: withExample(resellerAnswer({ type: 'array', items: ResellerService }), EXAMPLES.services) } } },
    async () => {
      const services = [];
      for (const kind of RESELLER_KINDS) {
        for (const pkg of await listPackages(db, purchaseKind(kind).packageType)) {
          const full = await catalogue.package(pkg.id);
          const products = pkg.products as Array<{ vendor_amount: number; title: string; variation_code?: string; code: string }> | { vendor_discount: number };
          services.push({
            kind,
            package_id: pkg.id,
            title: pkg.title,
            key: pkg.key,
            available: pkg.available,
            verify: full ? VERIFY_NAMES[verificationOf(full)] : 'none',
            ...(Array.isArray(products)
              ? { plans: products.map((p) => ({ variation_code: p.variation_code ?? p.code, title: p.title, amount: p.vendor_amount })) }
              : { discount: products.vendor_discount }),
          });
        }
      }
      return { message: 'Successful', data: services };
    },
  );

  app.get<{ Querystring: { type: string; package_id: string; number: string; meter_type?: string } }>(
    '/verify',
    {
      // A package that is not of the type asked (or none).
      config: { answers: { 404: true }, answerDescriptions: { 404: 'No package of that type by this package_id.' } },
      schema: {
        summary: 'Verify a smart card (cable), a meter (electricity) or a JAMB profile ID; remembered 30 minutes for your purchase',
        querystring: {
          type: 'object',
          required: ['type', 'package_id', 'number'],
          properties: {
            type: { type: 'string', enum: ['smart_card', 'meter', 'jamb'] },
            package_id: { type: 'string', pattern: '^[0-9]+$' },
            number: { type: 'string', minLength: 1, maxLength: 32 },
            meter_type: { type: 'string', enum: [...METER_TYPES] },
          },
          examples: [{ type: 'meter', package_id: '3', number: '1111111111111', meter_type: 'prepaid' }],
        },
        response: {
          200: withExample(resellerAnswer({ type: 'object', required: ['content'], properties: { content: { type: 'object', additionalProperties: true, description: 'Customer_Name and details, or {error}' } } }), EXAMPLES.verify),
        },
      },
    },
    async (request) => {
      const { type, number } = request.query;
      const id = toId(request.query.package_id);
      const pkg = id === undefined ? undefined : await catalogue.package(id);
      const wanted = { smart_card: 'smart-card', meter: 'meter', jamb: 'profile-id' }[type];
      if (!pkg || verificationOf(pkg) !== wanted) throw new NotFound(VENDOR_MESSAGES.verifyTypeInvalid);
      if (type === 'meter' && !request.query.meter_type) throw new ValidationFailed('meter_type', VENDOR_MESSAGES.verifyTypeInvalid);
      const verifications = request.reseller.mode === 'test' ? services.testVerifications : services.verifications;
      const content = await verifications.verify({ userId: request.reseller.userId, pkg, number: number.trim(), meterType: request.query.meter_type });
      return { message: 'Successful', data: { content } };
    },
  );

  app.post<{ Body: Static }>(
    '/purchases',
    {
      schema: {
        summary: 'Buy airtime, data, cable, electricity or exam pins at your price: 200 delivered, 201 processing (a callback follows), 400 refused or failed and refunded',
        description:
          'The same request_id again never buys twice: it answers that purchase as it is now (different details with it: 422). With a test key (rk_test_) the purchase is paid from your test balance and sent to the sandbox provider; its record says `mode: test`.',
        body: ResellerPurchaseBody,
        response: { 200: withExample(purchaseAnswer, EXAMPLES.delivered), 201: withExample(purchaseAnswer, EXAMPLES.pending) },
        'x-callbacks': purchaseCallbacks(EXAMPLES.callback),
      },
      config: { answers: { 400: purchaseAnswer, 409: true, 422: true }, answerDescriptions: PURCHASE_ANSWERS },
    },
    async (request, reply) => {
      const body = request.body;
      const { userId, keyId, mode } = request.reseller;
      const existing = async () => {
        const row = await findResellerPurchase(db, userId, body.request_id, mode);
        return row && answerFor(row);
      };
      let answer;
      try {
        // A test key's purchase (ADR 0043): the sandbox and the test balance; its retry keys apart from live ones.
        answer = await placePurchase(
          services,
          { userId, kind: body.kind, body: body as unknown as Record<string, unknown>, level: 'vendor', mode },
          {
            idempotencyKey: `${mode === 'test' ? 'reseller-test' : 'reseller'}:${body.request_id}`,
            route: ROUTE,
            details: { reseller_request_id: body.request_id, reseller_key_id: keyId },
          },
        );
      } catch (error) {
        // A request id older than the idempotency keys' 24 h: the unique index refuses a second purchase.
        const found = (error as { code?: string }).code === UNIQUE_VIOLATION ? await existing() : undefined;
        if (!found) throw error;
        answer = found;
      }
      const { message, data } = answer.body as { message: string; data: Record<string, unknown> };
      return reply.code(answer.statusCode).send({ message, data: { request_id: body.request_id, mode, ...data } });
    },
  );

  app.get<{ Params: { request_id: string } }>(
    '/purchases/:request_id',
    {
      schema: {
        operationId: 'getResellerPurchase',
        summary: 'Requery a purchase by your request_id: its state now (status pending, confirmed or reversed)',
        description: 'A test key finds only test purchases, a live key only live ones.',
        params: { type: 'object', required: ['request_id'], properties: { request_id: { type: 'string', pattern: '^[A-Za-z0-9_.:-]{1,64}$' } } },
        response: { 200: withExample(purchaseAnswer, EXAMPLES.requery) },
      },
      config: { answerDescriptions: { 404: 'You sent no purchase with this request_id (with a key of this mode).' } },
    },
    async (request) => {
      const row = await findResellerPurchase(db, request.reseller.userId, request.params.request_id, request.reseller.mode);
      if (!row) throw new NotFound(VENDOR_MESSAGES.requestIdUnknown);
      return { message: answerFor(row).body.message, data: resellerRecord(row) };
    },
  );

  app.get<{ Querystring: { page?: string; page_size?: string } }>(
    '/transactions',
    {
      schema: {
        summary: 'Your transactions (web and API), newest first, a page at a time; a test key lists only test purchases',
        querystring: {
          type: 'object',
          properties: { page: { type: 'string', pattern: '^[1-9][0-9]{0,5}$' }, page_size: { type: 'string', pattern: '^([1-9]|[1-9][0-9]|100)$', description: '1 to 100, default 50' } },
        },
        response: {
          200: withExample(resellerAnswer(
            {
              type: 'object',
              required: ['page', 'page_size', 'total', 'results'],
              properties: {
                page: { type: 'integer' },
                page_size: { type: 'integer' },
                total: { type: 'integer' },
                results: { type: 'array', items: resellerTransactionRow },
              },
            },
          ), EXAMPLES.transactions),
        },
      },
    },
    async (request) => {
      const page = Number(request.query.page ?? 1);
      const pageSize = Number(request.query.page_size ?? 50);
      const { rows, total } = await pageForUser(db, request.reseller.userId, { limit: pageSize, offset: (page - 1) * pageSize, test: request.reseller.mode === 'test' });
      const results = rows.map((row) => ({ ...resellerRecord(row), request_id: row.request_details?.reseller_request_id ? String(row.request_details.reseller_request_id) : null }));
      return { message: 'Successful', data: { page, page_size: pageSize, total, results } };
    },
  );
};

type Static = import('@topup/wire').ResellerPurchaseBody;
