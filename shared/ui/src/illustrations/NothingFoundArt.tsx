import { IllustrationFrame } from './Frame';

/** A page under a magnifying glass with a question in it: the search found nothing. */
export function NothingFoundArt() {
  return (
    <IllustrationFrame name="search">
      <rect x="34" y="16" width="40" height="54" rx="4" fill="var(--tu-surface)" stroke="var(--tu-primary)" strokeWidth="2.5" />
      <path d="M42 28h24M42 37h18M42 46h12" stroke="var(--tu-text-muted)" strokeWidth="3" opacity="0.6" />
      <circle cx="76" cy="58" r="14" fill="var(--tu-surface)" stroke="var(--tu-primary)" strokeWidth="4" />
      <path d="M86 68l10 10" stroke="var(--tu-primary)" strokeWidth="5" />
      <path d="M72 54a4 4 0 1 1 6 3.5c-1.5.8-2 1.7-2 3M76 65v.5" stroke="var(--tu-text-muted)" strokeWidth="2.5" />
    </IllustrationFrame>
  );
}
