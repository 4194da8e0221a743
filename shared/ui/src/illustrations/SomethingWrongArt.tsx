import { IllustrationFrame } from './Frame';

/** A window with a warning sign in it: something went wrong. */
export function SomethingWrongArt() {
  return (
    <IllustrationFrame name="error">
      <rect x="28" y="22" width="64" height="48" rx="6" fill="var(--tu-surface)" stroke="var(--tu-primary)" strokeWidth="2.5" />
      <path d="M28 32h64" stroke="var(--tu-primary)" strokeWidth="2.5" />
      <circle cx="35" cy="27" r="1.5" fill="var(--tu-text-muted)" />
      <circle cx="40" cy="27" r="1.5" fill="var(--tu-text-muted)" />
      <circle cx="45" cy="27" r="1.5" fill="var(--tu-text-muted)" />
      <path d="M60 39l14 25H46z" fill="var(--tu-danger-soft)" stroke="var(--tu-danger)" strokeWidth="2.5" />
      <path d="M60 48v7M60 59.5v.5" stroke="var(--tu-danger)" strokeWidth="3" />
    </IllustrationFrame>
  );
}
