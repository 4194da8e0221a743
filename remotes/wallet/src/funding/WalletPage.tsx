import { useState } from 'react';
import { Balances } from '../balances/Balances';
import { BankPanels } from './BankPanels';
import { CardFunding } from './CardFunding';
import { KycPanel } from '../kyc/KycPanel';
import '../wallet.css';

type Method = 'card' | 'bank';

/** /dashboard/wallet: balances, then card funding or bank-transfer funding. */
export function WalletPage() {
  const [method, setMethod] = useState<Method>('card');
  return (
    <div className="wallet-page">
      <Balances />
      <KycPanel />
      <div className="wallet-methods" role="group" aria-label="How do you want to fund your wallet?">
        <button type="button" className="tu-button tu-button--secondary" aria-pressed={method === 'card'} onClick={() => setMethod('card')}>
          Card
        </button>
        <button type="button" className="tu-button tu-button--secondary" aria-pressed={method === 'bank'} onClick={() => setMethod('bank')}>
          Bank transfer
        </button>
      </div>
      {method === 'card' ? <CardFunding /> : <BankPanels />}
    </div>
  );
}
