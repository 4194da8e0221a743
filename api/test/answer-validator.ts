import Ajv, { type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { OpenAPIV3 } from 'openapi-types';

/*
 * Checks the API's answers against its own OpenAPI document: the status must be one the
 * operation lists and the body must match that status's schema. testApp (support.ts) installs it
 * on every test app, so every API test replays its traffic through it.
 */

export interface Answer {
  /** `POST /api/v1/purchase-data/`, the operation's key in the document. */
  operation: string;
  status: number;
  body: string;
  contentType: string;
}

const pointer = (...parts: string[]) => `#/${parts.map((part) => part.replace(/~/g, '~0').replace(/\//g, '~1')).join('/')}`;

/** What is wrong with an answer by the document, or undefined when it is as documented. */
export function answerChecker(document: OpenAPIV3.Document) {
  const ajv = addFormats(new Ajv({ strict: false, allErrors: true, allowUnionTypes: true }));
  ajv.addSchema(document as object, 'openapi.json');
  const compiled = new Map<string, ValidateFunction>();

  const responsesOf = (operation: string) => {
    const [method, path] = operation.split(' ') as [string, string];
    return (document.paths[path] as Record<string, OpenAPIV3.OperationObject> | undefined)?.[method.toLowerCase()]?.responses;
  };
  const responseOf = (operation: string, status: number) => {
    const [method, path] = operation.split(' ') as [string, string];
    const responses = responsesOf(operation);
    if (!responses) return undefined;
    const key = [String(status), `${String(status)[0]}XX`, 'default'].find((candidate) => candidate in responses);
    return key ? { key, method: method.toLowerCase(), path, response: responses[key] as OpenAPIV3.ResponseObject } : undefined;
  };

  return {
    check(answer: Answer): string | undefined {
      if (!responsesOf(answer.operation)) return `${answer.operation} is not in the OpenAPI document`;
      const found = responseOf(answer.operation, answer.status);
      if (!found) return `${answer.operation} answered ${answer.status}, a status its OpenAPI operation does not list`;
      const media = found.response.content?.['application/json'];
      if (!media?.schema) return undefined;
      if (!answer.contentType.includes('application/json')) return `${answer.operation} ${answer.status}: ${answer.contentType || 'no'} content type, documented as JSON`;
      const ref = pointer('paths', found.path, found.method, 'responses', found.key, 'content', 'application/json', 'schema');
      let validate = compiled.get(ref);
      if (!validate) {
        validate = ajv.compile({ $ref: `openapi.json${ref}` });
        compiled.set(ref, validate);
      }
      let body: unknown;
      try {
        body = JSON.parse(answer.body);
      } catch {
        return `${answer.operation} ${answer.status}: the body is not JSON`;
      }
      if (validate(body)) return undefined;
      return `${answer.operation} ${answer.status}: ${ajv.errorsText(validate.errors)} in ${answer.body.slice(0, 300)}`;
    },
  };
}

/** The operation a request reached, as the document names it; undefined for the not-found handler. */
export function operationOf(request: FastifyRequest): string | undefined {
  const url = request.routeOptions.url;
  return url ? `${request.method} ${url.replace(/:([A-Za-z0-9_]+)/g, '{$1}')}` : undefined;
}

/**
 * Checks every answer of a module route (one in an API scope) against the app's own document and
 * hands each finding to `report`. Install before ready(); the document is read at the first answer.
 */
export function checkAnswersAgainstDocument(app: FastifyInstance, report: (problem: string) => void): void {
  let checker: ReturnType<typeof answerChecker> | undefined;
  app.addHook('onSend', async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    const operation = operationOf(request);
    if (!operation || !request.routeOptions.config.docs || !('swagger' in app)) return payload;
    checker ??= answerChecker((app as unknown as { swagger(): OpenAPIV3.Document }).swagger());
    const problem = checker.check({
      operation,
      status: reply.statusCode,
      body: typeof payload === 'string' ? payload : Buffer.isBuffer(payload) ? payload.toString('utf8') : '',
      contentType: String(reply.getHeader('content-type') ?? ''),
    });
    if (problem) report(problem);
    return payload;
  });
}
