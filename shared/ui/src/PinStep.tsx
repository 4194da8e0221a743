import { SAFETY_MESSAGES } from '@topup/rules';
import type { Ref } from 'react';
import { Field } from './Field';
import { PinField } from './PinField';

/** What a payment's confirmation asks besides Yes/No: the PIN, or setting one first. */
export interface PinStepState {
  /** The account has no PIN yet: the step sets one (PIN twice and the password) before paying. */
  settingUp: boolean;
  pin: string;
  setPin: (pin: string) => void;
  confirmPin: string;
  setConfirmPin: (pin: string) => void;
  password: string;
  setPassword: (password: string) => void;
  /** The message under the PIN boxes (wrong PIN, mismatch) and the password's. */
  error: string | null;
  passwordError: string | null;
}

/** The PIN boxes of a confirmation dialog, or the first PIN's setup. */
export function PinStep({ step, firstRef }: { step: PinStepState; firstRef?: Ref<HTMLInputElement> }) {
  if (!step.settingUp) {
    return <PinField label={SAFETY_MESSAGES.pin.label} value={step.pin} onChange={step.setPin} error={step.error} firstRef={firstRef} />;
  }
  return (
    <div className="tu-pin-setup">
      <p className="tu-pin-setup__intro">{SAFETY_MESSAGES.pin.setFirst}</p>
      <PinField label={SAFETY_MESSAGES.pin.newLabel} value={step.pin} onChange={step.setPin} firstRef={firstRef} />
      <PinField label={SAFETY_MESSAGES.pin.confirmLabel} value={step.confirmPin} onChange={step.setConfirmPin} error={step.error} />
      <Field label="Password" type="password" autoComplete="current-password" value={step.password} onChange={(event) => step.setPassword(event.target.value)} error={step.passwordError} />
    </div>
  );
}
