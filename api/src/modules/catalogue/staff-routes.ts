import { CataloguePackage, PackageChangeBody } from '@topup/wire';
import { answers, defineStaffRoutes, idOf, idParams, list, object } from '../staff/routes-kit';
import { packagesForStaff, updatePackage, updatePlan, updatePlans, type PackageChange, type PlanChange, type PlanPrice } from './staff';

const withNotFound = <C extends { answers: object }>(config: C) => ({ ...config, answers: { ...config.answers, 404: true as const } });

/** Staff: packages and plans; admins edit prices, commissions, receiving numbers and on/off. */
export const catalogueStaffRoutes = defineStaffRoutes((routes, { db, catalogue }) => {
  // What purchases read from memory is forgotten at once here, elsewhere when the commit's notice arrives.
  const forgetting = <T>(change: Promise<T>) => change.finally(() => catalogue.invalidate());

  routes.read('/catalogue/packages/', { config: answers(list(CataloguePackage)), schema: { summary: 'Every provider with its discount or commission, receiving number and on/off' } }, async () =>
    packagesForStaff(db),
  );
  routes.act<{ Params: { id: string }; Body: PackageChange }>(
    'PUT',
    '/catalogue/packages/:id/',
    {
      config: answers(
        object({
          rate_percent: { type: ['number', 'null'] },
          receiving_number: { type: ['string', 'null'] },
          enabled: { type: 'boolean' },
          vendor_rate_percent: { type: ['number', 'null'] },
        }),
        { admin: true },
      ),
      schema: {
        summary: 'Change a provider’s discount or commission (customers’ and vendors’), receiving number, or turn it on or off',
        params: idParams,
        body: PackageChangeBody,
      },
    },
    async (request, action) => forgetting(updatePackage(action, idOf(request.params), request.body)),
  );
  routes.act<{ Body: { plans: PlanPrice[] } }>(
    'PUT',
    '/catalogue/plans/',
    {
      // A plan that does not exist is a 404 and saves none.
      config: withNotFound(
        answers(
          object({
            saved: { type: 'integer' },
            plans: list({ type: 'object', required: ['id'], properties: { id: { type: 'integer' }, amount: { type: 'number' }, vendor_amount: { type: ['number', 'null'] }, enabled: { type: 'boolean' } } }),
          }),
          { admin: true },
        ),
      ),
      schema: {
        summary: 'Change several plans’ prices (customers’ and, optionally, vendors’) and on/off together: one change, one audit row (the catalogue table’s Save)',
        body: {
          type: 'object',
          required: ['plans'],
          properties: {
            plans: {
              type: 'array',
              minItems: 1,
              maxItems: 500,
              items: {
                type: 'object',
                required: ['id'],
                // The id and at least one change.
                anyOf: [{ required: ['amount'] }, { required: ['vendor_amount'] }, { required: ['enabled'] }],
                properties: {
                  id: { type: 'integer', minimum: 1 },
                  amount: { type: 'number', exclusiveMinimum: 0, description: 'the customers’ price; absent: unchanged' },
                  vendor_amount: { type: ['number', 'null'], exclusiveMinimum: 0, description: 'what vendors pay; null: the customers’ price; absent: unchanged' },
                  enabled: { type: 'boolean', description: 'on sale (offered and bought) or switched off; absent: unchanged' },
                },
              },
            },
          },
        },
      },
    },
    async (request, action) => forgetting(updatePlans(action, request.body.plans)),
  );
  routes.act<{ Params: { id: string }; Body: PlanChange }>(
    'PUT',
    '/catalogue/plans/:id/',
    {
      config: answers(object({ id: { type: 'integer' }, amount: { type: 'number' }, vendor_amount: { type: ['number', 'null'] } }), { admin: true }),
      schema: {
        summary: 'Change a plan’s price for customers, for vendors (null: the customers’ price), or both',
        params: idParams,
        body: {
          type: 'object',
          minProperties: 1,
          properties: { amount: { type: 'number', exclusiveMinimum: 0 }, vendor_amount: { type: ['number', 'null'], exclusiveMinimum: 0 } },
        },
      },
    },
    async (request, action) => forgetting(updatePlan(action, idOf(request.params), request.body)),
  );
});
