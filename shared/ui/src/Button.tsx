import type { ButtonHTMLAttributes } from 'react';
import { MESSAGES } from '@topup/rules';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';
export type ButtonSize = 'sm' | 'md' | 'lg';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  /** md (default, a 44 px target); sm for actions inside rows and cards; lg for a screen's main action. */
  size?: ButtonSize;
  /** The full width of its container (a form's submit on phones). */
  block?: boolean;
  /** While a request is in flight: shows `busyLabel` and refuses clicks. */
  busy?: boolean;
  busyLabel?: string;
}

export function Button({
  variant = 'primary',
  size = 'md',
  block = false,
  busy = false,
  busyLabel = MESSAGES.busy.processing,
  disabled,
  type = 'button',
  className,
  children,
  ...button
}: ButtonProps) {
  return (
    <button
      {...button}
      type={type}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
      className={['tu-button', `tu-button--${variant}`, size !== 'md' && `tu-button--${size}`, block && 'tu-button--block', className]
        .filter(Boolean)
        .join(' ')}
    >
      {busy ? busyLabel : children}
    </button>
  );
}
