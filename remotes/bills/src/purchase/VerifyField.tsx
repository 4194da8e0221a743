import { MESSAGES } from '@topup/rules';
import { Button, Field } from '@topup/ui';
import type { VerificationState } from './useVerification';
import { VerifiedDetails } from './VerifiedDetails';

/** A number to verify with the provider (smart card, meter, profile ID), its Verify button and the outcome. */
export function VerifyField({
  label,
  value,
  onChange,
  onVerify,
  state,
  error,
  disabled,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  onVerify: () => void;
  state: VerificationState;
  /** A refusal for this field from validation or the server. */
  error?: string;
  disabled?: boolean;
}) {
  return (
    <>
      <div className="bills-form__verify">
        <Field
          label={label}
          inputMode="numeric"
          autoComplete="off"
          value={value}
          error={error ?? (state.status === 'error' ? state.message : null)}
          onChange={(event) => onChange(event.target.value)}
        />
        <Button
          variant="secondary"
          busy={state.status === 'verifying'}
          busyLabel={MESSAGES.busy.verifying}
          disabled={disabled}
          onClick={onVerify}
        >
          Verify
        </Button>
      </div>
      {state.status === 'verified' && <VerifiedDetails content={state.content} />}
    </>
  );
}
