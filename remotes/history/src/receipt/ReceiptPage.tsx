import { Link, useParams } from 'react-router-dom';
import { paths } from '@topup/platform';
import { formatDateTime, receiptResponseText } from '@topup/rules';
import { Badge, Card, ErrorState, Naira, Skeleton } from '@topup/ui';
import { cardLabel, isShopOrder, quantityFromDescription, receiptImage, receiptTitle, tokenLabel } from './receiptDetails';
import { useReceipt } from './useReceipt';
import '../transactions/transactions.css';

export function ReceiptPage() {
  const { id = '' } = useParams();
  const state = useReceipt(id);

  if (state.status === 'loading') return <Skeleton lines={6} label="Loading receipt" />;
  if (state.status === 'failed') return <ErrorState message="The receipt could not be loaded." onRetry={state.retry} />;
  if (state.status === 'not-found') {
    return (
      <Card className="receipt" aria-label="Receipt">
        <h2>Transaction not found</h2>
        <p>There is no transaction with this reference on your account.</p>
        <Link className="tu-button tu-button--secondary" to={paths.history}>
          Back to transactions
        </Link>
      </Card>
    );
  }

  const t = state.transaction;
  const title = receiptTitle(t);
  const image = receiptImage(t);
  return (
    <Card className="receipt" aria-label="Receipt">
      {image && <img className="receipt__image" src={image} alt={title} />}
      <h2>{title}</h2>
      <p>{t.plan}</p>
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
      <Link className="tu-button tu-button--secondary" to={paths.history}>
        Back to transactions
      </Link>
    </Card>
  );
}
