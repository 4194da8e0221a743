import { useCurrentUser } from '@topup/platform';
import { UI_MESSAGES, formatNaira } from '@topup/rules';
import { useBalanceHidden } from '@topup/ui';

/** Total Balance and Referral Balance, as the wallet and transfer screens show them. */
export function Balances() {
  const user = useCurrentUser();
  // Hidden when the customer hid them on the dashboard (the same remembered setting).
  const [hidden] = useBalanceHidden();
  const show = (value: number | undefined) => (value === undefined ? '…' : hidden ? UI_MESSAGES.balance.hidden : formatNaira(value));
  return (
    <dl className="wallet-balances" aria-live="polite">
      <div className="wallet-balances__item">
        <dt>Total Balance</dt>
        <dd>{show(user?.wallet_balance)}</dd>
      </div>
      <div className="wallet-balances__item">
        <dt>Referral Balance</dt>
        <dd>{show(user?.bonus)}</dd>
      </div>
    </dl>
  );
}
