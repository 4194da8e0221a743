import { useRef } from 'react';
import { Link, useParams } from 'react-router-dom';
import { CircleCheck, CircleX, Clock } from 'lucide-react';
import { historyPaths } from '../historyPaths';
import { COMPLAINT_MESSAGES, PRODUCT, UI_MESSAGES, formatDateTime, receiptResponseText, sentenceCase, statusBadge } from '@topup/rules';
import { Badge, Card, FailureState, Naira, ProviderLogo, Skeleton } from '@topup/ui';
import { ReceiptComplaint } from '../complaints/ReceiptComplaint';
import { AirtimeToCashNext } from './AirtimeToCashNext';
import { ReceiptActions } from './ReceiptActions';
import { ReceiptBeneficiary } from './ReceiptBeneficiary';
import { cardLabel, expectedResolution, isShopOrder, quantityFromDescription, receiptImage, receiptSummary, receiptTitle, tokenLabel } from './receiptDetails';
import { RepeatThis } from './RepeatThis';
import { useReceipt } from './useReceipt';
import '../transactions/transactions.css';
import '../complaints/complaints.css';

const STATUS_ICONS = { success: CircleCheck, warning: Clock, danger: CircleX, info: Clock } as const;

export function ReceiptPage() {
  const { id = '' } = useParams();
  const state = useReceipt(id);
  const card = useRef<HTMLDivElement>(null);

  if (state.status === 'loading') return <Skeleton lines={6} label="Loading receipt" />;
  if (state.status === 'failed') return <FailureState message={UI_MESSAGES.receipt.loadFailed} onRetry={state.retry} />;
  if (state.status === 'not-found') {
    return (
      <Card className="receipt" aria-label="Receipt">
        <h2>Transaction not found</h2>
        <p>There is no transaction with this reference on your account.</p>
        <Link className="tu-button tu-button--secondary" to={historyPaths.history}>
          Back to transactions
        </Link>
      </Card>
    );
  }

  const t = state.transaction;
  const title = receiptTitle(t);
  const tone = statusBadge(t.status) ?? 'info';
  const StatusIcon = STATUS_ICONS[tone];
  const settleBy = expectedResolution(t);
  return (
    <Card className="receipt" aria-label="Receipt">
      {/* The downloaded image: this part alone, under the app's name, without the
          actions below it that the image would leave as blank space. */}
      <div ref={card} className="receipt__capture">
      <p className="receipt__brand">{PRODUCT.name}</p>
      <header className="receipt__head">
        <ProviderLogo image={receiptImage(t)} label={title} size={56} />
        <div>
          <h2>{title}</h2>
          <p>{t.plan}</p>
        </div>
      </header>
      <p className="receipt__amount">
        <Naira amount={t.amount} />
      </p>
      <p className={`receipt__status receipt__status--${tone}`}>
        <StatusIcon aria-hidden="true" size={20} /> {sentenceCase(t.status)}
      </p>
      {settleBy && <p className="receipt__settle-by">{COMPLAINT_MESSAGES.pendingReceipt(formatDateTime(settleBy))}</p>}
      <dl className="receipt__details">
        <dt>Transaction Reference</dt>
        <dd>{t.tx_ref}</dd>
        <dt>Amount</dt>
        <dd>
          <Naira amount={t.amount} />
        </dd>
        {isShopOrder(t) && (
          <>
            <dt>Quantity</dt>
            <dd>{quantityFromDescription(t.description) ?? '—'}</dd>
          </>
        )}
        {t.description && (
          <>
            <dt>Details</dt>
            <dd>{t.description}</dd>
          </>
        )}
        {t.card_no && (
          <>
            <dt>{cardLabel(t)}</dt>
            <dd>{t.card_no}</dd>
          </>
        )}
        {t.customer_name && (
          <>
            <dt>Customer name</dt>
            <dd>{t.customer_name}</dd>
          </>
        )}
        {t.token && (
          <>
            <dt>{tokenLabel(t)}</dt>
            <dd className="receipt__token">
              {t.token.split('\n').map((line) => (
                <span key={line}>{line}</span>
              ))}
            </dd>
          </>
        )}
        <dt>Response</dt>
        <dd>{receiptResponseText(t.response)}</dd>
        <dt>Status</dt>
        <dd>
          <Badge status={t.status} />
        </dd>
        <dt>Date Created</dt>
        <dd>{formatDateTime(t.created_at)}</dd>
        <dt>Date Updated</dt>
        <dd>{formatDateTime(t.updated_at)}</dd>
      </dl>
      </div>
      <AirtimeToCashNext transaction={t} />
      <ReceiptBeneficiary transaction={t} />
      <RepeatThis transaction={t} />
      <ReceiptComplaint transaction={t} />
      <ReceiptActions summary={receiptSummary(t)} fileName={`receipt-${t.tx_ref}.png`} card={card} />
      <Link className="tu-button tu-button--ghost receipt__back" to={historyPaths.history} data-no-capture="">
        Back to transactions
      </Link>
    </Card>
  );
}
