import type { FastifyPluginAsync } from 'fastify';
import { API_MESSAGES } from '@topup/rules';
import { ShopCategory, ShopProduct, ShopProductDetail } from '@topup/wire';
import { NotFound } from '../../errors';
import { bearerSecurity } from '../../http/auth-guard';
import { toId } from '../../http/ids';
import { envelope, idempotencyHeader, messageOnly, tokenNotValid, transactionRecord } from '../../http/schemas';
import type { ModuleOptions } from '../../services';
import { requestHash } from '../idempotency/keys';
import type { OrderBody } from './service';

const category = ShopCategory;
const product = ShopProduct;
const detail = ShopProductDetail;
const search = { type: 'object', properties: { query: { type: 'string', maxLength: 100 } } } as const;
const tags = ['shop'];

/** Categories, products, search, featured products and orders (api-contract.md "Shop"). */
export const shopCatalogueRoutes: FastifyPluginAsync<ModuleOptions> = async (app, { services }) => {
  const { shop } = services;

  app.get('/get-category/shop', { schema: { tags, summary: 'Shop categories', response: { 200: envelope({ type: 'array', items: category }) } } }, async () => ({
    message: API_MESSAGES.shop.categories,
    data: await shop.categories(),
  }));

  app.get<{ Querystring: { query?: string } }>(
    '/search-categories',
    { schema: { tags, summary: 'Categories whose title contains the query (at most 20)', querystring: search, response: { 200: envelope({ type: 'array', items: category }) } } },
    async (request) => ({ message: API_MESSAGES.shop.categories, data: await shop.searchCategories(request.query.query ?? '') }),
  );

  app.get<{ Params: { categoryId: string } }>(
    '/get-product/:categoryId',
    { schema: { tags, summary: "A category's products", response: { 200: envelope({ type: 'array', items: product }) } } },
    async (request) => {
      const id = toId(request.params.categoryId);
      return { message: API_MESSAGES.shop.products, data: id === undefined ? [] : await shop.productsOf(id) };
    },
  );

  app.get<{ Querystring: { query?: string } }>(
    '/search-products',
    { schema: { tags, summary: 'Products whose title contains the query (at most 20)', querystring: search, response: { 200: envelope({ type: 'array', items: product }) } } },
    async (request) => ({ message: API_MESSAGES.shop.products, data: await shop.searchProducts(request.query.query ?? '') }),
  );

  app.get<{ Params: { id: string } }>(
    '/get-product-detail/:id/',
    { schema: { tags, summary: 'One product with its description and stock', response: { 200: envelope(detail), 404: messageOnly } } },
    async (request) => {
      const id = toId(request.params.id);
      const found = id === undefined ? undefined : await shop.product(id);
      if (!found) throw new NotFound(API_MESSAGES.shop.unknownProduct);
      return { message: API_MESSAGES.shop.product, data: found };
    },
  );

  app.get('/get-featured-products/', { schema: { tags, summary: 'Up to 8 featured products in stock', response: { 200: envelope({ type: 'array', items: product }) } } }, async () => ({
    message: API_MESSAGES.shop.featured,
    data: await shop.featured(),
  }));

};

/** Orders from the wallet (customer scope). */
export const orderRoutes: FastifyPluginAsync<ModuleOptions> = async (app, { services }) => {
  app.post<{ Body: OrderBody; Headers: { 'idempotency-key'?: string } }>(
    '/create-order/',
    {
      config: { debit: true },
      schema: {
        tags,
        summary: 'Order a product from the wallet: priced by the server (quantity x unit less discount), stock taken, order pending',
        security: bearerSecurity,
        headers: idempotencyHeader,
        body: {
          type: 'object',
          properties: {
            product_id: { type: ['integer', 'string'] },
            quantity: { type: ['integer', 'string'] },
            amount: { type: ['number', 'string', 'null'], description: 'the payable the customer saw; must equal ours' },
            phone: { type: ['string', 'number'] },
            phone_number: { type: ['string', 'number'] },
            address: { type: 'string', maxLength: 500 },
          },
        },
        response: { 200: envelope(transactionRecord), 401: tokenNotValid, 409: messageOnly, 422: messageOnly },
      },
    },
    async (request, reply) => {
      const answer = await services.shop.createOrder(request.user.userId, request.body ?? {}, {
        key: request.headers['idempotency-key'],
        requestHash: requestHash('create-order', request.body),
      });
      return reply.code(answer.statusCode).send(answer.body);
    },
  );
};
