import { useId, useRef, type ClipboardEvent, type KeyboardEvent, type Ref } from 'react';
import { PIN_LENGTH, SAFETY_MESSAGES } from '@topup/rules';

export interface PinFieldProps {
  /** The group's visible name ("Transaction PIN", "New PIN"). */
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | null;
  /** The first box, to focus on open. */
  firstRef?: Ref<HTMLInputElement>;
  disabled?: boolean;
}

/**
 * A 4-digit PIN as four boxes: numeric keypad on phones (inputmode numeric), masked,
 * each box named for screen readers ("PIN digit 2 of 4"); a digit moves to the next box,
 * Backspace on an empty box goes back, arrows move, a pasted PIN fills them all.
 */
export function PinField({ label, value, onChange, error, firstRef, disabled }: PinFieldProps) {
  const id = useId();
  const boxes = useRef<(HTMLInputElement | null)[]>([]);
  const digits = Array.from({ length: PIN_LENGTH }, (_, i) => value[i] ?? '');

  const focusBox = (index: number) => boxes.current[Math.max(0, Math.min(PIN_LENGTH - 1, index))]?.focus();

  const setDigit = (index: number, digit: string) => {
    const next = digits.slice();
    next[index] = digit;
    onChange(next.join('').slice(0, PIN_LENGTH));
  };

  const onInput = (index: number, raw: string) => {
    const typed = raw.replace(/\D/g, '');
    if (!typed) return setDigit(index, '');
    if (typed.length > 1) {
      // Autofill or a fast keyboard: spread the digits from this box on.
      const next = digits.slice();
      for (let i = 0; i < typed.length && index + i < PIN_LENGTH; i += 1) next[index + i] = typed[i]!;
      onChange(next.join(''));
      focusBox(index + typed.length);
      return;
    }
    setDigit(index, typed);
    focusBox(index + 1);
  };

  const onKeyDown = (index: number, event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Backspace' && !digits[index] && index > 0) {
      event.preventDefault();
      setDigit(index - 1, '');
      focusBox(index - 1);
    } else if (event.key === 'ArrowLeft') {
      event.preventDefault();
      focusBox(index - 1);
    } else if (event.key === 'ArrowRight') {
      event.preventDefault();
      focusBox(index + 1);
    }
  };

  const onPaste = (event: ClipboardEvent<HTMLInputElement>) => {
    const pasted = event.clipboardData.getData('text').replace(/\D/g, '').slice(0, PIN_LENGTH);
    if (!pasted) return;
    event.preventDefault();
    onChange(pasted);
    focusBox(pasted.length);
  };

  return (
    <fieldset className="tu-pin" aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="tu-pin__label">{label}</legend>
      <div className="tu-pin__boxes">
        {digits.map((digit, index) => (
          <input
            key={index}
            ref={(element) => {
              boxes.current[index] = element;
              if (index === 0 && firstRef) {
                if (typeof firstRef === 'function') firstRef(element);
                else (firstRef as { current: HTMLInputElement | null }).current = element;
              }
            }}
            className="tu-pin__box"
            type="password"
            inputMode="numeric"
            pattern="[0-9]*"
            autoComplete="off"
            maxLength={PIN_LENGTH}
            aria-label={SAFETY_MESSAGES.pin.digitLabel(index + 1)}
            aria-invalid={error ? true : undefined}
            value={digit}
            disabled={disabled}
            onChange={(event) => onInput(index, event.target.value)}
            onKeyDown={(event) => onKeyDown(index, event)}
            onPaste={onPaste}
            onFocus={(event) => event.target.select()}
          />
        ))}
      </div>
      {error && (
        <p id={`${id}-error`} className="tu-pin__error" role="alert">
          {error}
        </p>
      )}
    </fieldset>
  );
}
