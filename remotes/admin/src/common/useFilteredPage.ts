import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { useApiData, type LoadState } from '@topup/ui';
import type { TableParams } from './useTableParams';

/** What a filtered list screen's API pages by: its filters, the table's order and page. */
type PageQuery<F> = F & TableParams['query'];

/**
 * A list screen filtered, sorted and paged by the API (ADR 0028): the page for the URL's filters
 * and table params, and the filter form's draft. The draft follows the URL (a link or Back
 * changes it); `search` puts the draft, as `toFilters` shapes it, in the URL.
 */
export function useFilteredPage<F extends object, P>(
  params: TableParams,
  api: { page: (query: PageQuery<F>) => Promise<{ data: P }> },
  toFilters: (draft: F) => F = (draft) => draft,
) {
  const [draft, setDraft] = useState<F>(params.filters as F);
  const key = JSON.stringify([params.filters, params.query]);
  const page: LoadState<P> = useApiData(
    useCallback(() => {
      const [filters, query] = JSON.parse(key) as [F, TableParams['query']];
      return api.page({ ...filters, ...query });
    }, [api, key]),
  );
  const filterKey = JSON.stringify(params.filters);
  // A link or Back changes the URL: the form follows it.
  useEffect(() => setDraft(JSON.parse(filterKey) as F), [filterKey]);
  const set = (field: keyof F) => (value: string) => setDraft((d) => ({ ...d, [field]: value }));
  const search = (event: FormEvent) => {
    event.preventDefault();
    params.setFilters(toFilters(draft) as Record<string, string | undefined>);
  };
  return { page, draft, set, search };
}
