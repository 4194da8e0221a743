import { Readable } from 'node:stream';
import type { FastifyPluginAsync, FastifyRequest, RouteGenericInterface, RouteOptions, RouteShorthandOptions } from 'fastify';
import { API_MESSAGES, toKobo } from '@topup/rules';
import type { Db } from '../../db/client';
import { AppError, NotFound } from '../../errors';
import { toId } from '../../http/ids';
import { envelope } from '../../http/schemas';
import type { ModuleOptions, Services } from '../../services';
import { recordAudit } from './audit';
import type { StaffRole } from './guard';
import { joinTransaction } from './joined';
import type { StaffTransaction } from './transaction';

export type { StaffTransaction };

export interface Staff {
  id: number;
  role: StaffRole;
}

/** What a route that changes data hands its operation: who acts, and the one audited transaction. */
export interface StaffAction {
  staff: Staff;
  /** Runs fn in one transaction that commits only if fn wrote an audit row; otherwise it rolls back with an error. */
  transaction<T>(fn: (tx: StaffTransaction) => Promise<T>): Promise<T>;
  /** Whether an audited transaction of this action has committed. */
  readonly audited: boolean;
}

export class UnauditedStaffAction extends Error {
  constructor() {
    super('A staff action changed data without writing its audit row; it was rolled back');
  }
}

export function staffAction(db: Db, clock: () => Date, staff: Staff): StaffAction {
  let committed = false;
  return {
    staff,
    get audited() {
      return committed;
    },
    transaction: async (fn) => {
      const result = await db.transaction(async (tx) => {
        let audited = false;
        const value = await fn({
          db: joinTransaction(tx, db.kind),
          audit: async (action, target, before, after) => {
            await recordAudit(tx, { staffId: staff.id, action, target, before, after, at: clock() });
            audited = true;
          },
        });
        if (!audited) throw new UnauditedStaffAction();
        return value;
      });
      committed = true;
      return result;
    },
  };
}

/** Marks the routes declared with `act`: the staff scope refuses any other route that changes data. */
export const AUDITED_ACTION = 'staffAction';

declare module 'fastify' {
  interface FastifyContextConfig {
    [AUDITED_ACTION]?: true;
  }
}

type Options = Omit<RouteShorthandOptions, 'handler'>;

export interface StaffRoutes {
  /** A GET: reads only. */
  read<G extends RouteGenericInterface = RouteGenericInterface>(path: string, options: Options, handler: (request: FastifyRequest<G>) => Promise<unknown>): void;
  /** A route that changes data: its handler gets the audited transaction to do it in. */
  act<G extends RouteGenericInterface = RouteGenericInterface>(
    method: 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    path: string,
    options: Options,
    handler: (request: FastifyRequest<G>, action: StaffAction) => Promise<unknown>,
  ): void;
  /**
   * A GET that streams a file (a CSV export, ADR 0028): the kit writes its `export` audit row
   * (who, which list, the filter, the file name) before the first byte, then streams the lines.
   */
  download<G extends RouteGenericInterface = RouteGenericInterface>(path: string, options: Options, handler: (request: FastifyRequest<G>) => Promise<StaffDownload>): void;
}

/** What an export hands the kit: the file's name, what the audit row names, and its lines as they are read. */
export interface StaffDownload {
  fileName: string;
  /** The audit row's target, e.g. `export:transactions`; its `after` is the filter and file name. */
  target: string;
  filter: object;
  contentType: string;
  lines: AsyncIterable<string>;
}

/** A handler's answer with a message of its own instead of the envelope's usual one (the Releases screen shows it). */
export class Answered<T> {
  constructor(
    readonly message: string,
    readonly data: T,
  ) {}
}

const done = (data: unknown) => (data instanceof Answered ? { message: data.message, data: data.data } : { message: API_MESSAGES.staff.done, data });

/**
 * A domain's staff routes (ADR 0020), for its module's `staff` plugin. The staff scope guards them
 * (http/scopes.ts); every answer is the staff envelope.
 */
export function defineStaffRoutes(register: (routes: StaffRoutes, services: Services) => void): FastifyPluginAsync<ModuleOptions> {
  return async (app, { services }) => {
    register(
      {
        read: (path, options, handler) => {
          app.route({ ...options, method: 'GET', url: path, handler: async (request) => done(await handler(request as never)) });
        },
        act: (method, path, options, handler) => {
          app.route({
            ...options,
            method,
            url: path,
            config: { ...options.config, [AUDITED_ACTION]: true },
            handler: async (request) => {
              const action = staffAction(services.db, services.clock, request.staff);
              const data = await handler(request as never, action);
              // An action that succeeded without its audited transaction is a bug, never a 200.
              if (!action.audited) throw new UnauditedStaffAction();
              return done(data);
            },
          });
        },
        download: (path, options, handler) => {
          app.route({
            ...options,
            method: 'GET',
            url: path,
            handler: async (request, reply) => {
              const file = await handler(request as never);
              const action = staffAction(services.db, services.clock, request.staff);
              await action.transaction((tx) => tx.audit('export', file.target, null, { filter: file.filter, file: file.fileName }));
              reply.header('content-type', file.contentType).header('content-disposition', `attachment; filename="${file.fileName}"`);
              return reply.send(Readable.from(file.lines));
            },
          });
        },
      },
      services,
    );
  };
}

/**
 * The staff scope's onRoute hook: refuses at start-up a route that changes data without going
 * through `act`. Its tag, security and `x-staff-role` are the OpenAPI document's (openapi/operations.ts).
 */
export function checkStaffRoute(route: RouteOptions): void {
  const methods = ([] as string[]).concat(route.method);
  if (methods.some((m) => m !== 'GET' && m !== 'HEAD') && !route.config?.[AUDITED_ACTION]) {
    throw new Error(`Staff route ${methods.join(',')} ${route.url} changes data outside an audited action: declare it with defineStaffRoutes' act`);
  }
}

/** The `:id` of a staff route. */
export const idParams = { type: 'object', properties: { id: { type: 'string', pattern: '^[0-9]+$' } }, required: ['id'] } as const;

export function idOf(params: { id: string }): number {
  const id = toId(params.id);
  if (id === undefined) throw new NotFound(API_MESSAGES.staff.notFound);
  return id;
}

/** Route config of what only admins may do (refunds, catalogue, content, locks, staff, the audit log). */
export const ADMIN_ONLY = { role: 'admin' as const };

/**
 * A staff route's config: admin only or any staff; what its 200 carries (documented and checked
 * against the answers in the tests, not serialized); `conflicts`: a record not (or no longer) in the
 * state the action needs is a 409 and changes nothing.
 */
export const answers = (data: object, options: { admin?: boolean; conflicts?: boolean } = {}) => ({
  ...(options.admin ? ADMIN_ONLY : {}),
  answers: { 200: envelope(data), ...(options.conflicts ? { 409: true as const } : {}) },
});
export const object = (properties: Record<string, object>) => ({ type: 'object', required: Object.keys(properties), properties });
export const list = (items: object) => ({ type: 'array', items });

/** A price staff typed: naira with at most two decimals, else a 400 that says so. */
export function koboOf(naira: number): number {
  try {
    return toKobo(naira);
  } catch {
    throw new AppError(400, API_MESSAGES.staff.priceInvalid);
  }
}
