import { Link } from 'react-router-dom';
import { Eye, EyeOff, Plus, Send } from 'lucide-react';
import { paths, useCurrentUser } from '@topup/platform';
import { UI_MESSAGES, formatNaira } from '@topup/rules';
import { useBalanceHidden } from '@topup/ui';

/** Spec 2.6: the wallet balance with Fund and Send, and the referral balance with its transfer link. */
export function BalanceCard() {
  const user = useCurrentUser();
  const [hidden, toggle] = useBalanceHidden();
  const amount = (naira: number | undefined) => (naira === undefined ? '…' : hidden ? UI_MESSAGES.balance.hidden : formatNaira(naira));

  return (
    <section className="balance-card" aria-labelledby="balance-title">
      <div className="balance-card__head">
        <h2 id="balance-title">Wallet balance</h2>
        <button
          type="button"
          className="balance-card__toggle"
          aria-pressed={hidden}
          aria-label={hidden ? 'Show balances' : 'Hide balances'}
          onClick={toggle}
        >
          {hidden ? <Eye aria-hidden="true" size={20} /> : <EyeOff aria-hidden="true" size={20} />}
        </button>
      </div>
      <p className="balance-card__amount" data-testid="wallet-balance">
        {amount(user?.wallet_balance)}
      </p>
      <p className="balance-card__bonus">
        <span>
          Referral bonus <strong data-testid="bonus-balance">{amount(user?.bonus)}</strong>
        </span>
        <Link to="/dashboard/transfer-bonus">Transfer bonus</Link>
      </p>
      <div className="balance-card__actions">
        <Link className="balance-card__action" to={paths.wallet}>
          <Plus aria-hidden="true" size={20} />
          Fund
        </Link>
        <Link className="balance-card__action" to="/dashboard/wallet-transfer">
          <Send aria-hidden="true" size={20} />
          Send
        </Link>
      </div>
    </section>
  );
}
