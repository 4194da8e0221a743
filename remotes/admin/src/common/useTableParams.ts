import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { PaginationState, SortingState } from '@tanstack/react-table';

export const PAGE_SIZES = [25, 50, 100, 200] as const;
export const DEFAULT_PAGE_SIZE = 50;

/** Search params that belong to the table (the rest are the screen's filters). */
export const TABLE_PARAMS = ['sort', 'dir', 'page', 'size'] as const;

export interface TableParams {
  /** TanStack's sorting state, from `sort` and `dir`. */
  sorting: SortingState;
  /** TanStack's pagination state (0-based page index), from `page` (1-based) and `size`. */
  pagination: PaginationState;
  setSorting: (next: SortingState) => void;
  setPagination: (next: PaginationState) => void;
  /** The screen's own filters: every search param that is not the table's. */
  filters: Record<string, string>;
  /** Replaces the filters (back to the first page, sort and size kept). */
  setFilters: (filters: Record<string, string | undefined>) => void;
  /** What the API's paged routes take: `sort`, `dir`, `page` (1-based), `size`. */
  query: { sort?: string; dir?: 'asc' | 'desc'; page: number; size: number };
  /** The table's order alone (`sort`, `dir`): what an export of the table carries beside its filters. */
  order: { sort?: string; dir?: 'asc' | 'desc' };
}

const positive = (value: string | null, fallback: number) => {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : fallback;
};

/**
 * A table's sort, page and page size kept in the URL beside the screen's filters, so a link
 * reproduces the view (ADR 0028). Changing a filter or the sort goes back to the first page.
 */
export function useTableParams(defaults: { sort?: string; dir?: 'asc' | 'desc'; size?: number } = {}): TableParams {
  const [params, setParams] = useSearchParams();
  const key = params.toString();
  return useMemo(() => {
    const current = new URLSearchParams(key);
    const sortId = current.get('sort') ?? defaults.sort;
    const dir = (current.get('dir') ?? defaults.dir ?? 'asc') === 'desc' ? 'desc' : 'asc';
    const size = positive(current.get('size'), defaults.size ?? DEFAULT_PAGE_SIZE);
    const page = positive(current.get('page'), 1);
    const filters = Object.fromEntries([...current.entries()].filter(([name]) => !(TABLE_PARAMS as readonly string[]).includes(name)));
    const update = (change: (next: URLSearchParams) => void) => {
      const next = new URLSearchParams(key);
      change(next);
      setParams(next);
    };
    return {
      sorting: sortId ? [{ id: sortId, desc: dir === 'desc' }] : [],
      pagination: { pageIndex: page - 1, pageSize: size },
      filters,
      query: { ...(sortId ? { sort: sortId, dir } : {}), page, size },
      order: sortId ? { sort: sortId, dir } : {},
      setSorting: (sorting: SortingState) =>
        update((next) => {
          const first = sorting[0];
          if (first) {
            next.set('sort', first.id);
            next.set('dir', first.desc ? 'desc' : 'asc');
          } else {
            next.delete('sort');
            next.delete('dir');
          }
          next.delete('page');
        }),
      setPagination: ({ pageIndex, pageSize }: PaginationState) =>
        update((next) => {
          if (pageIndex > 0) next.set('page', String(pageIndex + 1));
          else next.delete('page');
          if (pageSize !== (defaults.size ?? DEFAULT_PAGE_SIZE)) next.set('size', String(pageSize));
          else next.delete('size');
        }),
      setFilters: (filters: Record<string, string | undefined>) =>
        update((next) => {
          for (const name of [...next.keys()]) if (!(TABLE_PARAMS as readonly string[]).includes(name)) next.delete(name);
          for (const [name, value] of Object.entries(filters)) if (value) next.set(name, value);
          next.delete('page');
        }),
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the defaults are constants of the screen
  }, [key, setParams]);
}

/**
 * The same state kept in the component, not the URL: for a second table on a screen whose URL
 * belongs to its main table (the catalogue's providers beside its plans).
 */
export function useLocalTableParams(defaults: { sort?: string; dir?: 'asc' | 'desc'; size?: number } = {}): TableParams {
  const [sorting, setSorting] = useState(defaults.sort ? [{ id: defaults.sort, desc: defaults.dir === 'desc' }] : []);
  const [pagination, setPagination] = useState({ pageIndex: 0, pageSize: defaults.size ?? DEFAULT_PAGE_SIZE });
  const [filters, setFilterState] = useState<Record<string, string>>({});
  return useMemo(() => {
    const first = sorting[0];
    const order = first ? { sort: first.id, dir: first.desc ? ('desc' as const) : ('asc' as const) } : {};
    return {
      sorting,
      pagination,
      filters,
      query: { ...order, page: pagination.pageIndex + 1, size: pagination.pageSize },
      order,
      setSorting: (next: SortingState) => {
        setSorting(next);
        setPagination((p) => ({ ...p, pageIndex: 0 }));
      },
      setPagination,
      setFilters: (next: Record<string, string | undefined>) => {
        setFilterState(Object.fromEntries(Object.entries(next).filter((entry): entry is [string, string] => Boolean(entry[1]))));
        setPagination((p) => ({ ...p, pageIndex: 0 }));
      },
    };
  }, [sorting, pagination, filters]);
}
