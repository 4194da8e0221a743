import type { FastifyPluginAsync } from 'fastify';
import { API_MESSAGES } from '@topup/rules';
import { NotFound } from '../../errors';
import { toId } from '../../http/ids';
import { PackageRecord } from '@topup/wire';
import { envelope } from '../../http/schemas';
import type { ModuleOptions } from '../../services';
import { findPackageType, listPackages } from './queries';

export const catalogueRoutes: FastifyPluginAsync<ModuleOptions> = async (app, { services }) => {
  app.get<{ Params: { typeId: string } }>(
    '/get-package/:typeId/',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'Providers of a service type: 1 airtime, 2 data, 3 electricity, 4 cable, 5 airtime-to-cash, 6 education',
        params: {
          type: 'object',
          properties: { typeId: { type: 'string', pattern: '^[0-9]+$' } },
          required: ['typeId'],
        },
        response: { 200: envelope({ type: 'array', items: PackageRecord }) },
      },
    },
    async (request) => {
      const typeId = toId(request.params.typeId);
      if (typeId === undefined || !(await findPackageType(services.db, typeId))) {
        throw new NotFound(API_MESSAGES.content.unknownPackageType);
      }
      return { message: API_MESSAGES.content.packages, data: await listPackages(services.db, typeId) };
    },
  );
};
