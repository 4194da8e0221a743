import type { ComponentProps } from 'react';

export function Card({ className, ...section }: ComponentProps<'section'>) {
  return <section {...section} className={['tu-card', className].filter(Boolean).join(' ')} />;
}
