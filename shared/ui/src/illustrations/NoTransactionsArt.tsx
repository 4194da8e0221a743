import { IllustrationFrame } from './Frame';

/** A blank receipt and a naira coin: nothing bought yet. */
export function NoTransactionsArt() {
  return (
    <IllustrationFrame name="empty">
      <path
        d="M38 22a4 4 0 0 1 4-4h36a4 4 0 0 1 4 4v56l-5.5-4-5.5 4-5.5-4-5.5 4-5.5-4-5.5 4-5.5-4-5.5 4z"
        fill="var(--tu-surface)"
        stroke="var(--tu-primary)"
        strokeWidth="2.5"
      />
      <path d="M47 32h26M47 42h18M47 52h22" stroke="var(--tu-text-muted)" strokeWidth="3" opacity="0.6" />
      <circle cx="84" cy="66" r="12" fill="var(--tu-surface)" stroke="var(--tu-primary)" strokeWidth="2.5" />
      <path d="M80 72V60l8 12V60M77 64.5h14M77 68h14" stroke="var(--tu-primary)" strokeWidth="2" />
      <path d="M26 24v12M20 30h12" stroke="var(--tu-primary)" strokeWidth="2.5" />
      <circle cx="98" cy="28" r="3" fill="var(--tu-primary)" opacity="0.5" />
    </IllustrationFrame>
  );
}
