import { useRef, useState, type FormEvent } from 'react';
import { useToast } from '@topup/platform';
import { useApi } from '@topup/api-client/react';
import { SubmissionKey, showApiError, toFieldErrors } from '@topup/api-client';
import {
  DELAYS_MS,
  LIMITS,
  TRANSACTION_REFERENCE_STORAGE_KEY,
  UI_MESSAGES,
  isButtonEnabledForAmount,
  parseAmount,
  validateCardFunding,
} from '@topup/rules';
import { AmountField, Button, useFieldErrors } from '@topup/ui';

/** Where the browser goes for the gateway's checkout page (replaced in tests). */
export const browser = { go: (url: string) => window.location.assign(url) };

/** Card funding: amount (min ₦1000) -> payment link -> the gateway's checkout page after 1 s. */
export function CardFunding() {
  const api = useApi();
  const toast = useToast();
  const [amount, setAmount] = useState('');
  const [busy, setBusy] = useState(false);
  const [redirecting, setRedirecting] = useState(false);
  const submission = useRef(new SubmissionKey());
  const [errors, setErrors] = useState<Record<string, string>>({});
  const fields = useFieldErrors({ values: { amount }, errors, setErrors });

  // Live while typing; a refused submit or the server's refusal wins.
  const error = errors.amount ?? (parseAmount(amount) !== null ? validateCardFunding({ amount }) : null);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = validateCardFunding({ amount });
    if (problem) {
      fields.refuse({ amount: problem });
      return;
    }
    setBusy(true);
    try {
      const result = await api.generatePaymentLink({ amount: amount.trim() });
      submission.current.settle();
      sessionStorage.setItem(TRANSACTION_REFERENCE_STORAGE_KEY, result.data.transactionReference);
      toast.success(result.message);
      setRedirecting(true);
      setTimeout(() => browser.go(result.data.checkoutUrl), DELAYS_MS.afterPaymentLink);
    } catch (failure) {
      submission.current.settle(failure);
      showApiError(toast, failure);
      setErrors(toFieldErrors(failure));
      fields.focusFirstInvalid();
      setBusy(false);
    }
  };

  return (
    <form className="tu-card" ref={fields.formRef} onSubmit={(event) => void onSubmit(event)} noValidate aria-labelledby="card-funding-title">
      <h2 id="card-funding-title">Fund with card</h2>
      <AmountField
        min={LIMITS.minCardFunding}
        value={amount}
        error={error}
        hint={`Minimum ₦${LIMITS.minCardFunding}`}
        onChange={setAmount}
      />
      <Button type="submit" busy={busy || redirecting} disabled={!isButtonEnabledForAmount(amount, LIMITS.minCardFunding)}>
        Fund wallet
      </Button>
      {redirecting && (
        <p role="status" className="tu-field__hint">
          {UI_MESSAGES.wallet.redirecting}
        </p>
      )}
    </form>
  );
}
