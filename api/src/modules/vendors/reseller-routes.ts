import type { FastifyPluginAsync } from 'fastify';
import { METER_TYPES, PACKAGE_TYPE, VENDOR_MESSAGES, toNaira } from '@topup/rules';
import { ResellerBalance, ResellerPurchaseBody, ResellerService, RESELLER_KINDS, type ResellerKind } from '@topup/wire';
import { NotFound, ValidationFailed } from '../../errors';
import { toId } from '../../http/ids';
import { envelope, transactionRecord } from '../../http/schemas';
import type { ModuleOptions } from '../../services';
import { pricedFor } from '../catalogue/pricing';
import { buyerContext } from '../purchases/buyer-context';
import { listPackages } from '../catalogue/queries';
import { requestHash } from '../idempotency/keys';
import { answerFor } from '../purchases/answers';
import { airtimeKind } from '../purchases/kinds/airtime';
import { cableKind } from '../purchases/kinds/cable';
import type { KindModule } from '../purchases/kinds/common';
import { dataKind } from '../purchases/kinds/data';
import { electricityKind } from '../purchases/kinds/electricity';
import { examPinsKind } from '../purchases/kinds/exam-pins';
import { verificationOf } from '../purchases/verification';
import { pageForUser } from '../transactions/queries';
import { resellerRecord } from './callbacks';
import { findResellerPurchase, walletKobo } from './reseller';

/** The kind modules of ADR 0006 by the reseller API's kind names: the same pricing and validation as the web app. */
const KINDS: Record<ResellerKind, KindModule> = {
  airtime: airtimeKind,
  data: dataKind,
  cable: cableKind,
  electricity: electricityKind,
  education: examPinsKind,
} as unknown as Record<ResellerKind, KindModule>;

const TYPE_OF_KIND: Record<ResellerKind, number> = {
  airtime: PACKAGE_TYPE.airtime,
  data: PACKAGE_TYPE.data,
  cable: PACKAGE_TYPE.cable,
  electricity: PACKAGE_TYPE.electricity,
  education: PACKAGE_TYPE.education,
};

const withRequestId = (requestId: object) => ({ allOf: [{ type: 'object', required: ['request_id'], properties: { request_id: requestId } }, transactionRecord] });
const ResellerRecord = withRequestId({ type: 'string' });
const purchaseAnswer = envelope(ResellerRecord);
const ROUTE = 'reseller-purchases';
const UNIQUE_VIOLATION = '23505';

const VERIFY_NAMES = { 'smart-card': 'smart_card', meter: 'meter', 'profile-id': 'jamb', none: 'none' } as const;

export const resellerRoutes: FastifyPluginAsync<ModuleOptions> = async (app, { services }) => {
  const { db } = services;
  // A live key belongs to a vendor (the key check joins the level): every reseller call is priced for vendors.
  const catalogue = pricedFor(services.catalogue, 'vendor');

  app.get(
    '/balance',
    { schema: { summary: 'Your wallet balance', response: { 200: envelope(ResellerBalance) } } },
    async (request) => ({ message: 'Successful', data: { balance: toNaira(await walletKobo(db, request.reseller.userId)), currency: 'NGN' as const } }),
  );

  app.get(
    '/services',
    { schema: { summary: 'Every service and provider at your (vendor) prices: plans, or the discount off the face value', response: { 200: envelope({ type: 'array', items: ResellerService }) } } },
    async () => {
      const services = [];
      for (const kind of RESELLER_KINDS) {
        for (const pkg of await listPackages(db, TYPE_OF_KIND[kind])) {
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
      config: { answers: { 404: true } },
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
        response: { 200: envelope({ type: 'object', required: ['content'], properties: { content: { type: 'object', additionalProperties: true, description: 'Customer_Name and details, or {error}' } } }) },
      },
    },
    async (request) => {
      const { type, number } = request.query;
      const id = toId(request.query.package_id);
      const pkg = id === undefined ? undefined : await catalogue.package(id);
      const wanted = { smart_card: 'smart-card', meter: 'meter', jamb: 'profile-id' }[type];
      if (!pkg || verificationOf(pkg) !== wanted) throw new NotFound(VENDOR_MESSAGES.verifyTypeInvalid);
      if (type === 'meter' && !request.query.meter_type) throw new ValidationFailed('meter_type', VENDOR_MESSAGES.verifyTypeInvalid);
      const content = await services.verifications.verify({ userId: request.reseller.userId, pkg, number: number.trim(), meterType: request.query.meter_type });
      return { message: 'Successful', data: { content } };
    },
  );

  app.post<{ Body: Static }>(
    '/purchases',
    {
      schema: {
        summary: 'Buy airtime, data, cable, electricity or exam pins at your price: 200 delivered, 201 processing (a callback follows), 400 failed and refunded',
        description: 'The same request_id again never buys twice: it answers that purchase as it is now (different details with it: 422).',
        body: ResellerPurchaseBody,
        response: { 200: purchaseAnswer, 201: purchaseAnswer },
      },
      config: { answers: { 400: purchaseAnswer, 409: true, 422: true } },
    },
    async (request, reply) => {
      const body = request.body;
      const { userId, keyId } = request.reseller;
      const kind = KINDS[body.kind];
      const idempotencyKey = `reseller:${body.request_id}`;
      const existing = async () => {
        const row = await findResellerPurchase(db, userId, body.request_id);
        return row && answerFor(row);
      };
      const order = await kind.toOrder(await buyerContext(services, userId, 'vendor'), body as never);
      let answer;
      try {
        answer = await services.purchases.place(
          { ...order, request: { ...order.request, reseller_request_id: body.request_id, reseller_key_id: keyId } },
          { idempotencyKey, route: ROUTE, requestHash: requestHash(ROUTE, body) },
        );
      } catch (error) {
        // A request id older than the idempotency keys' 24 h: the unique index refuses a second purchase.
        const found = (error as { code?: string }).code === UNIQUE_VIOLATION ? await existing() : undefined;
        if (!found) throw error;
        answer = found;
      }
      const { message, data } = answer.body as { message: string; data: Record<string, unknown> };
      return reply.code(answer.statusCode).send({ message, data: { request_id: body.request_id, ...data } });
    },
  );

  app.get<{ Params: { request_id: string } }>(
    '/purchases/:request_id',
    {
      schema: {
        operationId: 'getResellerPurchase',
        summary: 'Requery a purchase by your request_id: its state now (status pending, confirmed or reversed)',
        params: { type: 'object', required: ['request_id'], properties: { request_id: { type: 'string', pattern: '^[A-Za-z0-9_.:-]{1,64}$' } } },
        response: { 200: purchaseAnswer },
      },
    },
    async (request) => {
      const row = await findResellerPurchase(db, request.reseller.userId, request.params.request_id);
      if (!row) throw new NotFound(VENDOR_MESSAGES.requestIdUnknown);
      return { message: answerFor(row).body.message, data: resellerRecord(row) };
    },
  );

  app.get<{ Querystring: { page?: string; page_size?: string } }>(
    '/transactions',
    {
      schema: {
        summary: 'Your transactions (web and API), newest first, a page at a time',
        querystring: {
          type: 'object',
          properties: { page: { type: 'string', pattern: '^[1-9][0-9]{0,5}$' }, page_size: { type: 'string', pattern: '^([1-9]|[1-9][0-9]|100)$', description: '1 to 100, default 50' } },
        },
        response: {
          200: envelope(
            {
              type: 'object',
              required: ['page', 'page_size', 'total', 'results'],
              properties: {
                page: { type: 'integer' },
                page_size: { type: 'integer' },
                total: { type: 'integer' },
                results: { type: 'array', items: withRequestId({ type: ['string', 'null'], description: 'null: bought in the web app' }) },
              },
            },
          ),
        },
      },
    },
    async (request) => {
      const page = Number(request.query.page ?? 1);
      const pageSize = Number(request.query.page_size ?? 50);
      const { rows, total } = await pageForUser(db, request.reseller.userId, { limit: pageSize, offset: (page - 1) * pageSize });
      const results = rows.map((row) => ({ ...resellerRecord(row), request_id: row.request_details?.reseller_request_id ? String(row.request_details.reseller_request_id) : null }));
      return { message: 'Successful', data: { page, page_size: pageSize, total, results } };
    },
  );
};

type Static = import('@topup/wire').ResellerPurchaseBody;
