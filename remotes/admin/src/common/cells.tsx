import { Link } from 'react-router-dom';
import { formatDateTime, formatShortDateTime } from '@topup/rules';

/*
 * Cells whose text has no upper bound, for lists that must fit a laptop's width (ADR 0028): cut with
 * an ellipsis, the whole text in the title (and, for a link, in its name).
 */
const clipClass = (wide?: boolean) => (wide ? 'admin-clip admin-clip--wide' : 'admin-clip');

/** Text cut past 10rem (14.5rem when `wide`). */
export function Clipped({ text, wide }: { text: string; wide?: boolean }) {
  return (
    <span className={clipClass(wide)} title={text}>
      {text}
    </span>
  );
}

/** A link whose text is cut the same way (a reference, a name that opens its detail). */
export function ClippedLink({ text, to, wide }: { text: string; to: string; wide?: boolean }) {
  return (
    <Link className={clipClass(wide)} to={to} title={text}>
      {text}
    </Link>
  );
}

/** A time in the short form ("29 Nov 2026, 9:02 am"), the full form in its title. */
export function ShortTime({ at }: { at: string }) {
  return (
    <time dateTime={at} title={formatDateTime(at)}>
      {formatShortDateTime(at)}
    </time>
  );
}
