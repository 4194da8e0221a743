import { CircleCheck } from 'lucide-react';
import { useLinks } from '@topup/platform';
import declaration from '../../remote.json';
import type { ApiResult, Transaction } from '@topup/api-client';
import { formatNaira } from '@topup/rules';
import { OutcomeActions, OutcomeTitle } from '@topup/ui';

/** A whole transaction record (an answer without one still gets its result, without the receipt link). */
const isRecord = (value: unknown): value is Transaction =>
  typeof value === 'object' && value !== null && typeof (value as Transaction).id === 'number' && Number.isFinite((value as Transaction).amount);

/**
 * After a transfer: it takes the form's place and the focus, says what moved in words,
 * icon and colour, with the receipt one tap away; Again brings the (cleared) form back, Done goes home.
 */
export function TransferResult({ title, result, amount, again, onAgain }: {
  title: string;
  result: ApiResult<unknown>;
  /** What was sent, when the answer carries no record. */
  amount: number;
  again: string;
  onAgain: () => void;
}) {
  const record = isRecord(result.data) ? result.data : null;
  const receipt = useLinks()('receipt', { id: record?.id ?? '' });
  return (
    <section className="tu-card transfer-result" role="status" aria-label="Transfer result">
      <OutcomeTitle block="transfer-result" icon={<CircleCheck size={36} />} outcome={result}>
        {title}
      </OutcomeTitle>
      <p className="transfer-result__amount">{formatNaira(record?.amount ?? amount)}</p>
      {record?.plan && <p className="transfer-result__plan">{record.plan}</p>}
      {result.message && <p className="transfer-result__message">{result.message}</p>}
      <OutcomeActions block="transfer-result" receipt={record && receipt} again={again} onAgain={onAgain} doneTo={declaration.area} />
    </section>
  );
}
