import type { User } from '@topup/api-client';
import { API_MESSAGES, SAFETY_MESSAGES, UI_MESSAGES, formatNaira } from '@topup/rules';

/**
 * What a debit's confirmation says before it asks for the PIN (ADR 0038): what is paid
 * and for whom, the amount charged with its discount or fee, and the balance after. The amount is
 * the API's or the catalogue's price, never one the client makes up; the server charges its own.
 */
export interface PaymentSummary {
  /** What and for whom, in order: Network MTN, Plan 1GB, Phone number 0803…, Recipient… */
  lines: { label: string; value: string }[];
  /** Naira that leaves the paying balance. */
  amount: number;
  /** A discount (negative) or fee (positive) already in `amount`, on a line of its own. */
  adjustment?: { label: string; amount: number };
  /** The balance that pays: the wallet (default) or the referral bonus. */
  from?: 'wallet' | 'bonus';
  /** Whether it counts against the tier's daily limit (every debit but bonus-to-wallet, ADR 0024). Default true. */
  countsToLimit?: boolean;
}

/** Naira compared and subtracted in whole kobo (balances are naira with two decimals). */
const kobo = (value: number) => Math.round(value * 100);
const naira = (value: number) => kobo(value) / 100;

/** The paying balance as the session knows it. */
export const payingBalance = (summary: PaymentSummary, user: User | null | undefined): number | null => {
  if (!user) return null;
  return summary.from === 'bonus' ? user.bonus : user.wallet_balance;
};

/**
 * Why this payment cannot go, as the API would refuse it (balance, then today's limit), checked
 * before the PIN is asked for; null when it can. The server checks again when it is sent.
 */
export function paymentRefusal(summary: PaymentSummary, user: User | null | undefined): string | null {
  const balance = payingBalance(summary, user);
  if (balance !== null && kobo(summary.amount) > kobo(balance)) {
    return summary.from === 'bonus' ? API_MESSAGES.transfers.insufficientBonus : API_MESSAGES.purchase.insufficientBalance;
  }
  if ((summary.countsToLimit ?? true) && user?.daily_limit !== undefined && summary.amount > 0) {
    const left = naira(Math.max(0, user.daily_limit - (user.daily_used ?? 0)));
    if (kobo(summary.amount) > kobo(left)) return SAFETY_MESSAGES.kyc.dailyLimit(user.daily_limit, left);
  }
  return null;
}

/** The sheet's figures: a description list the dialog shows above the PIN. */
export function PaymentSummaryView({ summary, user }: { summary: PaymentSummary; user: User | null | undefined }) {
  const m = UI_MESSAGES.paymentSheet;
  const balance = payingBalance(summary, user);
  return (
    <section className="tu-payment-sheet" aria-label={m.title}>
      <dl className="tu-payment-sheet__lines">
        {summary.lines.map((line) => (
          <div key={line.label}>
            <dt>{line.label}</dt>
            <dd>{line.value}</dd>
          </div>
        ))}
        {summary.adjustment && summary.adjustment.amount !== 0 && (
          <div>
            <dt>{summary.adjustment.label}</dt>
            <dd>{summary.adjustment.amount < 0 ? `−${formatNaira(-summary.adjustment.amount)}` : formatNaira(summary.adjustment.amount)}</dd>
          </div>
        )}
        <div className="tu-payment-sheet__total">
          <dt>{m.amount}</dt>
          <dd data-testid="payment-amount">{formatNaira(summary.amount)}</dd>
        </div>
        {balance !== null && (
          <div>
            <dt>{m.balanceAfter(summary.from ?? 'wallet')}</dt>
            <dd>{formatNaira(Math.max(0, kobo(balance) - kobo(summary.amount)) / 100)}</dd>
          </div>
        )}
      </dl>
    </section>
  );
}
