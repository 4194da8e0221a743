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
import { TargetReleasePage } from './releases/TargetReleasePage';
import { VersionDiffPage } from './releases/VersionDiffPage';
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

/** The Releases screens: release managers and admins (menu roles ["release", "admin"]). */
const releaseManagersOnly = (Screen: ComponentType) =>
  function ReleasesScreen() {
    return (
      <ReleaseManagersOnly>
        <Screen />
      </ReleaseManagersOnly>
    );
  };

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
    '/admin/releases': { Component: releaseManagersOnly(ReleasesPage), title: 'Releases' },
    '/admin/releases/:target': { Component: releaseManagersOnly(TargetReleasePage), title: 'Release target' },
    '/admin/releases/:target/diff': { Component: releaseManagersOnly(VersionDiffPage), title: 'What changed' },
    '/admin/vendors': { Component: VendorsPage, title: 'Vendors' },
    '/admin/kyc': { Component: adminOnly(KycPage), title: 'KYC' },
    '/admin/complaints': { Component: ComplaintsPage, title: 'Complaints' },
    '/admin/complaints/:id': { Component: ComplaintTicketPage, title: 'Ticket' },
    '/admin/password': { Component: PasswordPage, title: 'Password' },
  }),
};

export default remote;
