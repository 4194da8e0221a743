import type { RemoteRoutesModule } from '@topup/platform';
import { HistoryPage } from './history/HistoryPage';
import { ReceiptPage } from './receipt/ReceiptPage';

const remote: RemoteRoutesModule = {
  routes: [
    { path: '/dashboard/history', Component: HistoryPage },
    { path: '/dashboard/receipt/:id', Component: ReceiptPage },
  ],
  nav: [{ label: 'Transactions', to: '/dashboard/history' }],
};

export default remote;
