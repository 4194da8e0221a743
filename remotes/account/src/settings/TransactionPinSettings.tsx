import { useState, type FormEvent } from 'react';
import { toErrorMessages, toFieldErrors } from '@topup/api-client';
import { useApi } from '@topup/api-client/react';
import { useSession, useToast } from '@topup/platform';
import { PIN_PATTERN, SAFETY_MESSAGES } from '@topup/rules';
import { Button, Field, PinField } from '@topup/ui';
import './transaction-pin.css';

type Mode = 'change' | 'forgot';

/**
 * Settings: the transaction PIN. Set one, change it (the old PIN and the password), or
 * reset a forgotten one with the password and a 6-digit code sent by e-mail.
 */
export function TransactionPinSettings() {
  const session = useSession();
  const hasPin = session.user?.has_transaction_pin === true;
  const [mode, setMode] = useState<Mode>('change');
  return (
    <section className="tu-card account-pin" aria-labelledby="account-pin-title">
      <h2 id="account-pin-title" className="account-pin__title">
        {SAFETY_MESSAGES.pin.label}
      </h2>
      <p className="account-pin__status">{hasPin ? 'Your PIN is set: every payment asks for it.' : 'Not set yet: set a 4-digit PIN to protect your payments.'}</p>
      {mode === 'change' ? <ChangePin hasPin={hasPin} /> : <ForgotPin onDone={() => setMode('change')} />}
      {hasPin && (
        <Button variant="ghost" size="sm" className="account-pin__switch" onClick={() => setMode(mode === 'change' ? 'forgot' : 'change')}>
          {mode === 'change' ? SAFETY_MESSAGES.pin.forgot : 'Back'}
        </Button>
      )}
    </section>
  );
}

function usePinForm() {
  const session = useSession();
  const toast = useToast();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const run = async (call: () => Promise<{ message: string }>, after?: () => void) => {
    setBusy(true);
    try {
      const { message } = await call();
      setErrors({});
      toast.success(message);
      after?.();
      await session.refreshUser().catch((error: unknown) => console.error(error));
    } catch (error) {
      const fields = toFieldErrors(error);
      setErrors(Object.keys(fields).length > 0 ? fields : { old_pin: toErrorMessages(error)[0] ?? '' });
    } finally {
      setBusy(false);
    }
  };
  return { errors, setErrors, busy, run };
}

function ChangePin({ hasPin }: { hasPin: boolean }) {
  const api = useApi();
  const [oldPin, setOldPin] = useState('');
  const [pin, setPin] = useState('');
  const [confirmPin, setConfirmPin] = useState('');
  const [password, setPassword] = useState('');
  const form = usePinForm();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const refused: Record<string, string> = {};
    if (hasPin && !PIN_PATTERN.test(oldPin)) refused.old_pin = SAFETY_MESSAGES.pin.oldRequired;
    if (!PIN_PATTERN.test(pin)) refused.pin = SAFETY_MESSAGES.pin.format;
    else if (confirmPin !== pin) refused.confirm = SAFETY_MESSAGES.pin.mismatch;
    if (!password) refused.password = SAFETY_MESSAGES.pin.passwordInvalid;
    if (Object.keys(refused).length > 0) return form.setErrors(refused);
    void form.run(
      () => api.setTransactionPin({ pin, password, ...(hasPin ? { old_pin: oldPin } : {}) }),
      () => {
        setOldPin('');
        setPin('');
        setConfirmPin('');
        setPassword('');
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate aria-label={hasPin ? 'Change PIN' : 'Set PIN'}>
      {hasPin && <PinField label="Current PIN" value={oldPin} onChange={setOldPin} error={form.errors.old_pin} />}
      <PinField label={SAFETY_MESSAGES.pin.newLabel} value={pin} onChange={setPin} error={form.errors.pin} />
      <PinField label={SAFETY_MESSAGES.pin.confirmLabel} value={confirmPin} onChange={setConfirmPin} error={form.errors.confirm} />
      <Field label="Password" type="password" autoComplete="current-password" value={password} onChange={(event) => setPassword(event.target.value)} error={form.errors.password} />
      <Button type="submit" busy={form.busy}>
        {hasPin ? 'Change PIN' : 'Set PIN'}
      </Button>
    </form>
  );
}

function ForgotPin({ onDone }: { onDone: () => void }) {
  const api = useApi();
  const [password, setPassword] = useState('');
  const [sent, setSent] = useState(false);
  const [code, setCode] = useState('');
  const [pin, setPin] = useState('');
  const form = usePinForm();

  const sendCode = (event: FormEvent) => {
    event.preventDefault();
    if (!password) return form.setErrors({ password: SAFETY_MESSAGES.pin.passwordInvalid });
    void form.run(() => api.sendPinResetCode(password), () => setSent(true));
  };
  const reset = (event: FormEvent) => {
    event.preventDefault();
    if (!/^\d{6}$/.test(code)) return form.setErrors({ code: SAFETY_MESSAGES.pin.resetCodeInvalid });
    if (!PIN_PATTERN.test(pin)) return form.setErrors({ pin: SAFETY_MESSAGES.pin.format });
    void form.run(() => api.resetTransactionPin({ password, code, pin }), onDone);
  };

  if (!sent) {
    return (
      <form onSubmit={sendCode} noValidate aria-label="Forgot PIN">
        <Field label="Password" type="password" autoComplete="current-password" value={password} onChange={(event) => setPassword(event.target.value)} error={form.errors.password} />
        <Button type="submit" busy={form.busy}>
          Send me a code
        </Button>
      </form>
    );
  }
  return (
    <form onSubmit={reset} noValidate aria-label="Reset PIN">
      <p>{SAFETY_MESSAGES.pin.resetCodeSent}</p>
      <Field label="Code from the e-mail" inputMode="numeric" autoComplete="one-time-code" maxLength={6} value={code} onChange={(event) => setCode(event.target.value.replace(/\D/g, ''))} error={form.errors.code ?? form.errors.password} />
      <PinField label={SAFETY_MESSAGES.pin.newLabel} value={pin} onChange={setPin} error={form.errors.pin} />
      <Button type="submit" busy={form.busy}>
        Reset PIN
      </Button>
    </form>
  );
}
