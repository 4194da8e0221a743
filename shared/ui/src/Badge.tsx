import { sentenceCase, statusBadge } from '@topup/rules';

/** A transaction status badge; a status the spec does not name shows nothing. */
export function Badge({ status }: { status: string | null | undefined }) {
  const tone = status ? statusBadge(status) : null;
  if (!tone || !status) return null;
  return <span className={`tu-badge tu-badge--${tone}`}>{sentenceCase(status)}</span>;
}
