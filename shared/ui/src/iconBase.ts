import type { LucideProps } from 'lucide-react';

/** How every icon of the set is drawn: decorative (aria-hidden); the control that holds one carries the name. */
export const base: LucideProps = { size: 22, strokeWidth: 2, 'aria-hidden': true, focusable: false, className: 'icon' };
