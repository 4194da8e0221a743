/*
 * The back office's paged lists (ADR 0028): a list that grows takes `sort`, `dir`, `page`, `size`
 * beside its filter and answers one page with the number of rows the filter matches.
 */
import { Type, type TSchema } from '@sinclair/typebox';

/** The page sizes a staff list offers; the API refuses any other. */
export const STAFF_PAGE_SIZES = [25, 50, 100, 200] as const;

/** sort (one of the list's sortable columns), dir, page (1-based) and size. */
export const PageQuery = <S extends string>(sortable: readonly S[]) =>
  Type.Object({
    sort: Type.Optional(Type.Union(sortable.map((column) => Type.Literal(column)))),
    dir: Type.Optional(Type.Union([Type.Literal('asc'), Type.Literal('desc')])),
    // Query strings are text (the API does not coerce them): digits, read as numbers by the route.
    page: Type.Optional(Type.String({ pattern: '^[1-9][0-9]{0,5}$', description: '1-based' })),
    size: Type.Optional(Type.Union(STAFF_PAGE_SIZES.map((size) => Type.Literal(String(size) as `${typeof size}`)))),
  });

/**
 * A list that can match millions of rows counts them up to this many (ADR 0041): a
 * `total` above it says "more than STAFF_COUNT_CAP", and counting stays flat as the table grows.
 */
export const STAFF_COUNT_CAP = 10_000;

export const Page = <T extends TSchema>(row: T) =>
  Type.Object({ rows: Type.Array(row), total: Type.Integer({ description: `rows the filter matches (the transactions list counts up to ${STAFF_COUNT_CAP + 1}: more means more than ${STAFF_COUNT_CAP})` }) });

export const TRANSACTION_SORTS = ['created_at', 'amount', 'status', 'kind', 'tx_ref', 'email'] as const;
export const AUDIT_SORTS = ['at', 'action', 'staff'] as const;
export const CUSTOMER_SORTS = ['created_at', 'name', 'email', 'phone_no'] as const;

/** A CSV download: the documented 200 of an export route. */
export const CsvFile = { description: 'A CSV file (UTF-8, a header line, one line per row)', content: { 'text/csv': { schema: { type: 'string' } } } };

