import { IllustrationFrame } from './Frame';

/** A cloud struck through: no connection. */
export function OfflineArt() {
  return (
    <IllustrationFrame name="offline">
      <path
        d="M40 70A14 14 0 0 1 44 43A20 20 0 0 1 80 40A15 15 0 0 1 82 70z"
        fill="var(--tu-surface)"
        stroke="var(--tu-primary)"
        strokeWidth="2.5"
      />
      <path d="M52 58a11 11 0 0 1 16 0M47 51a18 18 0 0 1 26 0" stroke="var(--tu-text-muted)" strokeWidth="3" opacity="0.7" />
      <circle cx="60" cy="64" r="2" fill="var(--tu-text-muted)" />
      <path d="M32 22l56 56" stroke="var(--tu-danger)" strokeWidth="4" />
    </IllustrationFrame>
  );
}
