import { CircleCheck, CircleX, Clock } from 'lucide-react';
import { useLinks } from '@topup/platform';
import declaration from '../../remote.json';
import { formatNaira } from '@topup/rules';
import { CopyButton, OutcomeActions, OutcomeTitle, ProviderLogo } from '@topup/ui';
import type { PurchaseOutcome } from './outcome';

const LOOK = {
  delivered: { title: 'Successful', Icon: CircleCheck },
  processing: { title: 'Processing', Icon: Clock },
  failed: { title: 'Failed', Icon: CircleX },
} as const;

/**
 * The moment after a purchase: delivered, processing or failed and refunded, in words,
 * colour and icon, with what was bought, any token or PINs, the server's words for what happens
 * next (or why it failed, and the refund), and the receipt one tap away. It takes the place of the
 * form and the focus; Buy again brings the form back, Done goes home.
 */
export function PurchaseOutcomeSheet({ outcome, onBuyAgain }: { outcome: PurchaseOutcome; onBuyAgain: () => void }) {
  const { Icon } = LOOK[outcome.state];
  const title = outcome.request && outcome.state === 'processing' ? 'Request received' : LOOK[outcome.state].title;
  const t = outcome.transaction;
  const receipt = useLinks()('receipt', { id: t.id });
  const provider = t.subcategory ?? t.category;
  const token = outcome.state === 'delivered' && t.token ? t.token.split('\n').filter(Boolean) : [];

  return (
    <section className={`purchase-outcome purchase-outcome--${outcome.state}`} role="status" aria-label="Purchase result">
      <OutcomeTitle block="purchase-outcome" icon={<Icon size={36} />} outcome={outcome}>
        {title}
      </OutcomeTitle>
      <p className="purchase-outcome__amount">{formatNaira(t.amount)}</p>
      <p className="purchase-outcome__plan">
        {provider && <ProviderLogo image={provider.image} label={provider.title} size={28} />}
        <span>{t.plan}</span>
      </p>
      {t.description && t.description !== t.plan && <p className="purchase-outcome__detail">{t.description}</p>}
      {token.length > 0 && (
        <div className="purchase-outcome__token">
          <p className="purchase-outcome__token-label">{t.category?.type === 'education' ? 'Serial numbers and PINs' : 'Token'}</p>
          {token.map((line) => (
            <span key={line}>{line}</span>
          ))}
          <CopyButton value={token.join('\n')} what={t.category?.type === 'education' ? 'PINs' : 'Token'} />
        </div>
      )}
      {outcome.message && <p className="purchase-outcome__message">{outcome.message}</p>}
      {outcome.next && <p className="purchase-outcome__message">{outcome.next}</p>}
      <OutcomeActions block="purchase-outcome" receipt={receipt} again={outcome.request ? 'New request' : 'Buy again'} onAgain={onBuyAgain} doneTo={declaration.area} />
    </section>
  );
}
