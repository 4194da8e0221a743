import type { ComponentType } from 'react';
import { BILL_SERVICES, paths, type BillSlug, type RemoteRoutesModule } from '@topup/platform';
import { AllBillsPage } from './allBills/AllBillsPage';
import { comingSoonPage } from './comingSoon/ComingSoonPage';
import { DataPage } from './data/DataPage';

/** The screens built so far; the other services show a coming-soon page. */
const SCREENS: Partial<Record<BillSlug, ComponentType>> = { data: DataPage };

const remote: RemoteRoutesModule = {
  routes: [
    { path: paths.bills, Component: AllBillsPage },
    ...BILL_SERVICES.map((service) => ({
      path: paths.bill(service.slug),
      Component: SCREENS[service.slug] ?? comingSoonPage(service.label),
    })),
  ],
  nav: [{ label: 'All Bills', to: paths.bills }],
};

export default remote;
