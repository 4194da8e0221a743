import { useState } from 'react';
import { Balances } from '../balances/Balances';
import { BankPanels } from './BankPanels';
import { CardFunding } from './CardFunding';
import { KycPanel } from '../kyc/KycPanel';
import '../wallet.css';

type Method = 'card' | 'bank';

/**
 * /dashboard/wallet: balances, card or bank-transfer funding, then the account tier. Funding is what
 * most visits come for; the tier's upgrade forms sat above it and pushed it below the fold.
 */
export function WalletPage() {
  const [method, setMethod] = useState<Method>('card');
  return (
    <div className="wallet-page">
      <Balances />
      <div className="wallet-methods" role="group" aria-label="How do you want to fund your wallet?">
        <button type="button" className="tu-button tu-button--secondary" aria-pressed={method === 'card'} onClick={() => setMethod('card')}>
          Card
        </button>
        <button type="button" className="tu-button tu-button--secondary" aria-pressed={method === 'bank'} onClick={() => setMethod('bank')}>
          Bank transfer
        </button>
      </div>
      {method === 'card' ? <CardFunding /> : <BankPanels />}
      <KycPanel />
    </div>
  );
}
