import type { ReactNode } from 'react';

/** The common canvas of the empty-state illustrations: decorative, drawn in the theme's tokens. */
export function IllustrationFrame({ name, children }: { name: string; children: ReactNode }) {
  return (
    <svg
      className="tu-illustration"
      data-illustration={name}
      width="120"
      height="96"
      viewBox="0 0 120 96"
      fill="none"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <circle cx="60" cy="50" r="40" fill="var(--tu-primary-soft)" />
      {children}
    </svg>
  );
}
