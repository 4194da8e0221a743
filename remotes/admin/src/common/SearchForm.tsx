import type { FormEvent, ReactNode } from 'react';
import { Button } from '@topup/ui';
import { LagosDateFields } from './LagosDateFields';

/** What a filtered list's form works on (useFilteredPage): the draft's Lagos days among its fields. */
interface DatedFilters {
  draft: { from?: string; to?: string };
  set: (field: 'from' | 'to') => (value: string) => void;
  search: (event: FormEvent) => void;
}

/** A filtered list screen's search form: the screen's own fields, then the Lagos days, then Search. */
export function SearchForm({ label, filters, oneLine = false, children }: { label: string; filters: DatedFilters; oneLine?: boolean; children: ReactNode }) {
  const { draft, set, search } = filters;
  return (
    <form className={oneLine ? 'admin-filters admin-filters--one-line' : 'admin-filters'} onSubmit={search} role="search" aria-label={label}>
      {children}
      <LagosDateFields from={draft.from} to={draft.to} onChange={(field, value) => set(field)(value)} />
      <Button type="submit">Search</Button>
    </form>
  );
}
