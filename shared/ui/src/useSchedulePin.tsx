import { useState } from 'react';
import { apiErrorCode, toErrorMessages, type MoneyOptions } from '@topup/api-client';
import { useSession } from '@topup/platform';
import { PIN_PATTERN, SAFETY_MESSAGES, SCHEDULE_MESSAGES } from '@topup/rules';
import { PinField } from './PinField';
import type { PinStepState } from './PinStep';

/**
 * Creating or editing a schedule authorises its future runs (ADR 0027): an account with a
 * transaction PIN types it in the schedule form, the same boxes a payment's confirmation shows.
 * An account without one is not asked (no debit happens now).
 */
export function useSchedulePin() {
  return usePinAuthorisation(SCHEDULE_MESSAGES.pinHint);
}

/**
 * A form whose call authorises debits made later without the customer (a schedule, a reseller API
 * key: ADR 0026's amendment): the PIN boxes with `hint` under them, for an account with a PIN.
 */
export function usePinAuthorisation(hint: string) {
  const session = useSession();
  const needed = session.user?.has_transaction_pin === true;
  const [pin, setPin] = useState('');
  const [error, setError] = useState<string | null>(null);
  const enter = (value: string) => {
    setPin(value);
    setError(null);
  };
  const none = () => undefined;

  return {
    needed,
    /** The same PIN for a confirmation dialog (ConfirmDialog's `pin`), or undefined for an account without one. */
    step: needed ? ({ settingUp: false, pin, setPin: enter, confirmPin: '', setConfirmPin: none, password: '', setPassword: none, error, passwordError: null } satisfies PinStepState) : undefined,
    /** The PIN boxes for the form, or nothing for an account without a PIN. */
    field: needed ? (
      <div className="tu-schedule-form__pin">
        <PinField
          label={SAFETY_MESSAGES.pin.label}
          value={pin}
          onChange={enter}
          error={error}
        />
        <p className="tu-field__hint">{hint}</p>
      </div>
    ) : null,
    /** The call's options, or undefined (with the message under the boxes) while the PIN is not 4 digits. */
    options(): MoneyOptions | undefined {
      if (!needed) return {};
      if (!PIN_PATTERN.test(pin)) {
        setError(SAFETY_MESSAGES.pin.required);
        return undefined;
      }
      return { transactionPin: pin };
    },
    /** A refused PIN: the message under emptied boxes; true when the error was the PIN's. */
    refused(failure: unknown): boolean {
      const code = apiErrorCode(failure);
      if (code !== 'pin_invalid' && code !== 'pin_required' && code !== 'pin_blocked') return false;
      setPin('');
      setError(toErrorMessages(failure)[0] ?? SAFETY_MESSAGES.pin.required);
      return true;
    },
    reset() {
      setPin('');
      setError(null);
    },
  };
}
