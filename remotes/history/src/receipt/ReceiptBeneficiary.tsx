import type { BeneficiaryKind, Transaction } from '@topup/api-client';
import { SaveBeneficiary } from '@topup/ui';

const PHONE = /\b0\d{10}\b/;
const TRANSFER_TO = /^Wallet transfer to (\S+@\S+)$/;

/** What a receipt's purchase or transfer went to, as a beneficiary could keep it. */
export function beneficiaryOf(t: Transaction): { kind: BeneficiaryKind; value: string } | null {
  const type = t.category?.type;
  if (type === 'cable' && t.card_no) return { kind: 'smart_card', value: t.card_no };
  if (type === 'electricity' && t.card_no) return { kind: 'meter', value: t.card_no };
  if (type === 'airtime' || type === 'data') {
    const phone = t.description.match(PHONE)?.[0];
    return phone ? { kind: 'phone', value: phone } : null;
  }
  if (type === 'transfer') {
    const email = t.description.match(TRANSFER_TO)?.[1];
    return email ? { kind: 'email', value: email } : null;
  }
  return null;
}

/** "Save as beneficiary" on a receipt; left out of the receipt's picture. */
export function ReceiptBeneficiary({ transaction }: { transaction: Transaction }) {
  const target = beneficiaryOf(transaction);
  if (!target) return null;
  return (
    <div className="receipt__beneficiary" data-no-capture="">
      <SaveBeneficiary kind={target.kind} value={target.value} />
    </div>
  );
}
