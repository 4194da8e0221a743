import type { HTMLAttributes } from 'react';

export function Card({ className, ...section }: HTMLAttributes<HTMLElement>) {
  return <section {...section} className={['tu-card', className].filter(Boolean).join(' ')} />;
}
