import type { RemoteRoutesModule } from '@topup/platform';
import { routesFor } from '@topup/platform/declaration';
import declaration from '../remote.json';
import { AirtimeCashQueuePage } from './airtimeCash/AirtimeCashQueuePage';
import { AuditPage } from './audit/AuditPage';
import { CataloguePage } from './catalogue/CataloguePage';
import { ContentPage } from './content/ContentPage';
import { CustomerDetailPage } from './customers/CustomerDetailPage';
import { CustomersPage } from './customers/CustomersPage';
import { OrdersPage } from './orders/OrdersPage';
import { OverviewPage } from './overview/OverviewPage';
import { TransactionDetailPage } from './transactions/TransactionDetailPage';
import { StaffPage } from './staff/StaffPage';
import { TransactionsPage } from './transactions/TransactionsPage';

const remote: RemoteRoutesModule = {
  routes: routesFor(declaration, {
    '/admin': { Component: OverviewPage, title: 'Back office' },
    '/admin/transactions': { Component: TransactionsPage, title: 'Transactions' },
    '/admin/transactions/:id': { Component: TransactionDetailPage, title: 'Transaction' },
    '/admin/airtime-cash': { Component: AirtimeCashQueuePage, title: 'Airtime to Cash' },
    '/admin/orders': { Component: OrdersPage, title: 'Orders' },
    '/admin/catalogue': { Component: CataloguePage, title: 'Catalogue' },
    '/admin/content': { Component: ContentPage, title: 'Content' },
    '/admin/customers': { Component: CustomersPage, title: 'Customers' },
    '/admin/customers/:id': { Component: CustomerDetailPage, title: 'Customer' },
    '/admin/audit': { Component: AuditPage, title: 'Audit log' },
    '/admin/staff': { Component: StaffPage, title: 'Staff' },
  }),
};

export default remote;
