import { Link } from 'react-router-dom';
import { Eye, EyeOff } from 'lucide-react';
import { useCurrentUser } from '@topup/platform';
import { UI_MESSAGES, formatNaira } from '@topup/rules';
import { NavIcon, useBalanceHidden } from '@topup/ui';
import { useNav } from '../../federation/useNav';

/**
 * Spec 2.6: the wallet balance with Fund and Send, and the referral balance with its transfer link.
 * The links are the wallet remote's, from its remote.json (menus `balance` and `bonus`) through the
 * registry: the shell names none of its paths.
 */
export function BalanceCard() {
  const user = useCurrentUser();
  const actions = useNav('balance');
  const bonusLinks = useNav('bonus');
  const [hidden, toggle] = useBalanceHidden();
  const amount = (naira: number | undefined) => (naira === undefined ? '…' : hidden ? UI_MESSAGES.balance.hidden : formatNaira(naira));

  return (
    <section className="balance-card" aria-labelledby="balance-title">
      <div className="balance-card__head">
        <h2 id="balance-title">Wallet balance</h2>
        <button
          type="button"
          className="balance-card__toggle"
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
        {bonusLinks.map((link) => (
          <Link key={link.to} to={link.to}>
            {link.label}
          </Link>
        ))}
      </p>
      <div className="balance-card__actions">
        {actions.map((link) => (
          <Link key={link.to} className="balance-card__action" to={link.to}>
            <NavIcon name={link.icon} size={20} />
            {link.label}
          </Link>
        ))}
      </div>
    </section>
  );
}
