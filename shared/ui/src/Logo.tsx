import { Link } from 'react-router-dom';
import { PRODUCT } from '@topup/rules';

/** The brand mark (the favicon's naira N on an emerald square) and the wordmark, linking home. */
export function Logo({ to = '/' }: { to?: string }) {
  return (
    <Link to={to} className="logo" aria-label={`${PRODUCT.name} home`}>
      <span className="logo__mark" aria-hidden="true">
        <BrandMark size={32} />
      </span>
      <span className="logo__text">{PRODUCT.name}</span>
    </Link>
  );
}

/** The same drawing as the app's favicon (shell/src/favicon.svg), in the theme's tokens (brighter in dark mode). */
export function BrandMark({ size }: { size: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 64 64" focusable="false" aria-hidden="true">
      <rect width="64" height="64" rx="14" fill="var(--tu-primary)" />
      <g fill="none" stroke="var(--tu-primary-text)" strokeWidth="5" strokeLinecap="round" strokeLinejoin="round">
        <path d="M21 48V16l22 32V16" />
        <path d="M13 28.5h38M13 36.5h38" />
      </g>
    </svg>
  );
}
