import type { ComponentType } from 'react';
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
import { AdminOnly, ReleaseManagersOnly } from './common/role';
import { ReleasesPage } from './releases/ReleasesPage';
import { VendorsPage } from './vendors/VendorsPage';
import { KycPage } from './kyc/KycPage';
import { ComplaintsPage } from './complaints/ComplaintsPage';
import { ComplaintTicketPage } from './complaints/ComplaintTicketPage';
import { PasswordPage } from './account/PasswordPage';

/** A screen only admins use (its menu entry is declared with roles ["admin"] in remote.json). */
const adminOnly = (Screen: ComponentType) =>
  function AdminScreen() {
    return (
      <AdminOnly>
        <Screen />
      </AdminOnly>
    );
  };

/** The Releases screen: release managers and admins (menu roles ["release", "admin"]). */
function ReleasesScreen() {
  return (
    <ReleaseManagersOnly>
      <ReleasesPage />
    </ReleaseManagersOnly>
  );
}

const remote: RemoteRoutesModule = {
  routes: routesFor(declaration, {
    '/admin': { Component: OverviewPage, title: 'Back office' },
    '/admin/transactions': { Component: TransactionsPage, title: 'Transactions' },
    '/admin/transactions/:id': { Component: TransactionDetailPage, title: 'Transaction' },
    '/admin/airtime-cash': { Component: AirtimeCashQueuePage, title: 'Airtime to Cash' },
    '/admin/orders': { Component: OrdersPage, title: 'Orders' },
    '/admin/catalogue': { Component: adminOnly(CataloguePage), title: 'Catalogue' },
    '/admin/content': { Component: adminOnly(ContentPage), title: 'Content' },
    '/admin/customers': { Component: CustomersPage, title: 'Customers' },
    '/admin/customers/:id': { Component: CustomerDetailPage, title: 'Customer' },
    '/admin/audit': { Component: adminOnly(AuditPage), title: 'Audit log' },
    '/admin/staff': { Component: adminOnly(StaffPage), title: 'Staff' },
    '/admin/releases': { Component: ReleasesScreen, title: 'Releases' },
    '/admin/vendors': { Component: VendorsPage, title: 'Vendors' },
    '/admin/kyc': { Component: adminOnly(KycPage), title: 'KYC' },
    '/admin/complaints': { Component: ComplaintsPage, title: 'Complaints' },
    '/admin/complaints/:id': { Component: ComplaintTicketPage, title: 'Ticket' },
    '/admin/password': { Component: PasswordPage, title: 'Password' },
  }),
};

export default remote;
