import { useRef, useState } from 'react';
import { useSession, useToast } from '@topup/platform';
import { PIN_PATTERN, SAFETY_MESSAGES } from '@topup/rules';
import { SubmissionKey, apiErrorCode, showApiError, toErrorMessages, toFieldErrors, type ApiResult, type MoneyOptions } from '@topup/api-client';
import { useApi } from '@topup/api-client/react';
import type { PaymentSheetState } from './ConfirmDialog';
import { paymentRefusal, type PaymentSummary } from './PaymentSheet';
import type { PinStepState } from './PinStep';

export interface MoneySubmissionOptions<R extends ApiResult<unknown>> {
  /** Sends the request with the submission's Idempotency-Key and the transaction PIN (pass `money` on as the call's options). */
  send: (money: MoneyOptions) => Promise<R>;
  /** After a 2xx: what the success toast says (a 201 shows the server's message as a warning). */
  successText?: (result: R) => string;
  /** After a 2xx, before the balances are read again: clear the form, show the result. */
  onDone?: (result: R) => void;
  /** After a definite refusal or failure (the error toast is shown too): e.g. a failed purchase's record. */
  onFailed?: (error: unknown) => void;
  /**
   * The form's details as they stand: a key kept after a time-out belongs to them, so editing the
   * form afterwards makes the next confirm a new submission with a new key.
   */
  details?: unknown;
  /**
   * The payment's summary sheet (ADR 0038), read when the confirmation opens: what, for
   * whom, the amount the API or catalogue prices it at. Checked against the balance and today's
   * limit before the PIN is asked for (or set).
   */
  summary?: () => PaymentSummary | null;
}

/**
 * Every call that moves money, one way: confirm with the transaction PIN (set first when the
 * account has none: the web app never debits without one) -> send with one
 * Idempotency-Key per submission (kept after a time-out, a lost connection or a 5xx, since the
 * server may have moved the money; a new one only after a definite answer) -> toast -> balances
 * refreshed; failures as toasts and beside their fields (the server's `data: {field: [message]}`);
 * a wrong PIN keeps the dialog open with the message under the boxes.
 */
export function useMoneySubmission<R extends ApiResult<unknown>>({ send, successText, onDone, onFailed, details, summary }: MoneySubmissionOptions<R>) {
  const session = useSession();
  const toast = useToast();
  const api = useApi();
  const submission = useRef(new SubmissionKey());
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [pin, setPin] = useState('');
  const [confirmPin, setConfirmPin] = useState('');
  const [password, setPassword] = useState('');
  const [pinError, setPinError] = useState<string | null>(null);
  const [passwordError, setPasswordError] = useState<string | null>(null);
  const [paying, setPaying] = useState<PaymentSummary | null>(null);
  const settingUp = session.user?.has_transaction_pin !== true;
  const sheet: PaymentSheetState | null = paying ? { summary: paying, user: session.user, refusal: paymentRefusal(paying, session.user) } : null;

  const resetPin = () => {
    setPin('');
    setConfirmPin('');
    setPassword('');
    setPasswordError(null);
  };

  /** The first PIN, set in the confirmation step; false when the step shows why not. */
  const setUpPin = async (): Promise<boolean> => {
    if (confirmPin !== pin) {
      setPinError(SAFETY_MESSAGES.pin.mismatch);
      return false;
    }
    if (!password) {
      setPasswordError(SAFETY_MESSAGES.pin.passwordInvalid);
      return false;
    }
    try {
      await api.setTransactionPin({ pin, password });
    } catch (error) {
      const fields = toFieldErrors(error);
      setPasswordError(fields.password ?? null);
      setPinError(fields.pin ?? fields.old_pin ?? (fields.password ? null : (toErrorMessages(error)[0] ?? null)));
      return false;
    }
    await session.refreshUser().catch((error: unknown) => console.error(error));
    return true;
  };

  const confirm = async () => {
    if (sheet?.refusal) return;
    if (!PIN_PATTERN.test(pin)) {
      setPinError(settingUp ? SAFETY_MESSAGES.pin.format : SAFETY_MESSAGES.pin.required);
      return;
    }
    setPinError(null);
    setPasswordError(null);
    if (settingUp && !(await setUpPin())) return;
    const transactionPin = pin;
    setConfirming(false);
    setBusy(true);
    try {
      const result = await send({ idempotencyKey: submission.current.current(details === undefined ? undefined : JSON.stringify(details)), transactionPin });
      submission.current.settle();
      setErrors({});
      resetPin();
      if (result.status === 201) toast.warning(result.message);
      else toast.success(successText ? successText(result) : result.message);
      onDone?.(result);
      await session.refreshUser().catch((error: unknown) => console.error(error));
    } catch (error) {
      submission.current.settle(error);
      const code = apiErrorCode(error);
      if (code === 'pin_invalid' || code === 'pin_required') {
        // Nothing moved: ask again, saying why, with the boxes empty.
        resetPin();
        setPinError(toErrorMessages(error)[0] ?? SAFETY_MESSAGES.pin.required);
        setConfirming(true);
        return;
      }
      resetPin();
      setErrors(toFieldErrors(error));
      showApiError(toast, error);
      onFailed?.(error);
    } finally {
      setBusy(false);
    }
  };

  const pinStep: PinStepState = {
    settingUp,
    pin,
    setPin: (value) => {
      setPin(value);
      setPinError(null);
    },
    confirmPin,
    setConfirmPin: (value) => {
      setConfirmPin(value);
      setPinError(null);
    },
    password,
    setPassword: (value) => {
      setPassword(value);
      setPasswordError(null);
    },
    error: pinError,
    passwordError,
  };

  return {
    busy,
    confirming,
    errors,
    setErrors,
    /** The confirmation dialog's PIN step (ConfirmDialog's `pin`). */
    pinStep,
    /** The confirmation's summary sheet (ConfirmDialog's `sheet`); null without a `summary`. */
    sheet,
    ask: () => {
      setPinError(null);
      setPaying(summary?.() ?? null);
      setConfirming(true);
    },
    cancel: () => {
      resetPin();
      setPinError(null);
      setConfirming(false);
    },
    confirm,
  };
}

export type MoneySubmission = ReturnType<typeof useMoneySubmission>;
