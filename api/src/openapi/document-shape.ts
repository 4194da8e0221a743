import type { OpenAPIV3 } from 'openapi-types';
import { PRODUCT } from '@topup/rules';
import { API_TAGS, isApiTag } from './tags';

/**
 * JSON Schema (draft-07, what ajv validates) written where OpenAPI 3.0 expects its own dialect:
 * a numeric exclusiveMinimum/Maximum becomes minimum/maximum with the boolean flag, and an array
 * with no items (a type list such as subscribe/'s, split into anyOf) takes any items.
 */
function toOpenApi30(node: unknown): void {
  if (Array.isArray(node)) {
    for (const item of node) toOpenApi30(item);
    return;
  }
  if (node === null || typeof node !== 'object') return;
  const schema = node as Record<string, unknown>;
  for (const [exclusive, bound] of [['exclusiveMinimum', 'minimum'], ['exclusiveMaximum', 'maximum']] as const) {
    if (typeof schema[exclusive] === 'number') {
      schema[bound] = schema[exclusive];
      schema[exclusive] = true;
    }
  }
  if (schema.type === 'array' && !('items' in schema)) schema.items = {};
  for (const value of Object.values(schema)) toOpenApi30(value);
}

/** `{'x-same-as-answer': status}` in a callback's schema: the `data` of that answer, as the document already says it. */
function sameAsAnswers(node: unknown, responses: OpenAPIV3.ResponsesObject): unknown {
  if (Array.isArray(node)) return node.map((item) => sameAsAnswers(item, responses));
  if (node === null || typeof node !== 'object') return node;
  const status = (node as Record<string, unknown>)['x-same-as-answer'];
  if (status !== undefined) {
    const schema = (responses[String(status)] as OpenAPIV3.ResponseObject | undefined)?.content?.['application/json']?.schema as OpenAPIV3.SchemaObject | undefined;
    return JSON.parse(JSON.stringify(schema?.properties?.data ?? {}));
  }
  return Object.fromEntries(Object.entries(node).map(([key, value]) => [key, sameAsAnswers(value, responses)]));
}

/** The @fastify/swagger transformObject: what the whole document says beside its operations. */
export function finishDocument(generated: OpenAPIV3.Document, { appOrigin }: { appOrigin: string }): OpenAPIV3.Document {
  // A copy: the generated document shares schema objects with the routes, which ajv validates with.
  const document = JSON.parse(JSON.stringify(generated)) as OpenAPIV3.Document;
  const used = new Set(
    Object.values(document.paths).flatMap((item) => Object.values(item ?? {}).flatMap((operation) => (operation as OpenAPIV3.OperationObject).tags ?? [])),
  );
  document.tags = [
    ...Object.entries(API_TAGS)
      .filter(([name]) => used.has(name))
      .map(([name, description]) => ({ name, description })),
    // A tag no module declared stays visible here, undescribed; the document's test names it.
    ...[...used].filter((name) => !isApiTag(name)).map((name) => ({ name })),
  ];
  document.servers = [{ url: '/', description: 'The API’s own origin; the web app serves the same paths at its origin too.' }];
  document.info.contact = { name: PRODUCT.name, url: appOrigin };
  // A route's `x-callbacks` (a complete OpenAPI callbacks object, headers included, which
  // @fastify/swagger's own `callbacks` would drop) becomes the operation's callbacks.
  for (const item of Object.values(document.paths)) {
    for (const operation of Object.values(item ?? {}) as Array<Record<string, unknown>>) {
      if (operation && typeof operation === 'object' && 'x-callbacks' in operation) {
        operation.callbacks = sameAsAnswers(operation['x-callbacks'], operation.responses as OpenAPIV3.ResponsesObject);
        delete operation['x-callbacks'];
      }
    }
  }
  toOpenApi30(document.paths);
  toOpenApi30(document.components);
  return document;
}
