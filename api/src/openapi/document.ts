import type { OpenAPIV3 } from 'openapi-types';
import { buildApp } from '../app';
import { configFromEnv } from '../config';
import type { Db } from '../db/client';

/** Building the routes reads nothing from the database; any query would mean the document depends on data. */
const noDatabase: Db = {
  kind: 'pglite',
  query: () => Promise.reject(new Error('the OpenAPI document is built without a database')),
  exec: () => Promise.reject(new Error('the OpenAPI document is built without a database')),
  transaction: () => Promise.reject(new Error('the OpenAPI document is built without a database')),
  session: () => Promise.reject(new Error('the OpenAPI document is built without a database')),
  close: async () => {},
};

/** The document /api/docs serves, built from the routes without a database or a listening server. */
export async function buildOpenApiDocument(): Promise<OpenAPIV3.Document> {
  const config = { ...configFromEnv({}), apiDocs: true, jwtSecret: 'openapi-document-only', logLevel: 'silent' };
  const app = await buildApp({ db: noDatabase, config, logger: false, listen: false });
  try {
    await app.ready();
    return app.swagger() as OpenAPIV3.Document;
  } finally {
    await app.close();
  }
}
