import type { RemoteRoutesModule } from '@topup/platform';
import { routesFor } from '@topup/platform/declaration';
import declaration from '../remote.json';
import { HistoryPage } from './history/HistoryPage';
import { ReceiptPage } from './receipt/ReceiptPage';

const remote: RemoteRoutesModule = {
  routes: routesFor(declaration, {
    '/dashboard/history': HistoryPage,
    '/dashboard/receipt/:id': ReceiptPage,
  }),
};

export default remote;
