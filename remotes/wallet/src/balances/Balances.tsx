import { useCurrentUser } from '@topup/platform';
import { formatNaira } from '@topup/rules';

/** Total Balance and Referral Balance, as the wallet and transfer screens show them. */
export function Balances() {
  const user = useCurrentUser();
  const show = (value: number | undefined) => (value === undefined ? '…' : formatNaira(value));
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
