import type { ReactNode } from 'react';

/** The shop's search box (categories or products), labelled for screen readers; `children` shows under it (suggestions). */
export function ShopSearch({ id, label, value, onChange, className, children }: { id: string; label: string; value: string; onChange: (value: string) => void; className?: string; children?: ReactNode }) {
  return (
    <div className={className} role="search">
      <label className="tu-visually-hidden" htmlFor={id}>{label}</label>
      <input id={id} className="tu-input" type="search" placeholder={`${label}...`} autoComplete="off" value={value} onChange={(event) => onChange(event.target.value)} />
      {children}
    </div>
  );
}
