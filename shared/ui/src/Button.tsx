import type { ButtonHTMLAttributes } from 'react';
import { MESSAGES } from '@topup/rules';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  /** While a request is in flight: shows `busyLabel` and refuses clicks. */
  busy?: boolean;
  busyLabel?: string;
}

export function Button({
  variant = 'primary',
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
      className={['tu-button', `tu-button--${variant}`, className].filter(Boolean).join(' ')}
    >
      {busy ? busyLabel : children}
    </button>
  );
}
