import type { FastifyInstance } from 'fastify';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { OpenAPIV3 } from 'openapi-types';
import { PRODUCT } from '@topup/rules';
import { finishDocument } from './document-shape';
import { documentOperation } from './operations';

/** The OpenAPI document (app.swagger()) and its UI at /api/docs; module routes are completed as they are documented. */
export async function registerApiDocs(app: FastifyInstance, { appOrigin }: { appOrigin: string }): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: { title: `${PRODUCT.name} API`, version: '1.0.0', description: 'Wallet, bills and purchases API' },
      components: {
        securitySchemes: {
          bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
          resellerKey: { type: 'http', scheme: 'bearer', description: 'A vendor’s API key (tnk_live_...), created in Settings (ADR 0026)' },
        },
      },
    },
    transform: documentOperation,
    // Registered with `openapi` options, the document is always an openapiObject.
    transformObject: (generated) => finishDocument((generated as { openapiObject: OpenAPIV3.Document }).openapiObject, { appOrigin }),
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
}
