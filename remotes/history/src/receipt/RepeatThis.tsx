import { Link } from 'react-router-dom';
import { Repeat } from 'lucide-react';
import { useLink } from '@topup/platform';
import type { Transaction } from '@topup/api-client';
import { SCHEDULE_MESSAGES, repeatQuery } from '@topup/rules';
import { repeatOf } from './receiptDetails';

/**
 * "Repeat this" (ADR 0027): the bill form this purchase came from, filled in as it was bought, where
 * the customer buys it again or uses "Schedule this". The form is the bills remote's, by the name it declares.
 */
export function RepeatThis({ transaction }: { transaction: Transaction }) {
  const repeat = repeatOf(transaction);
  const form = useLink(`bills-${repeat?.kind ?? 'none'}`);
  if (!repeat || !form) return null;
  return (
    <Link className="tu-button tu-button--secondary receipt__repeat" to={`${form}${repeatQuery(repeat.purchase)}`} data-no-capture="">
      <Repeat aria-hidden="true" size={18} /> {SCHEDULE_MESSAGES.repeatThis}
    </Link>
  );
}
