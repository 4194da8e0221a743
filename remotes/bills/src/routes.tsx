import type { RemoteRoutesModule } from '@topup/platform';
import { AllBillsPage } from './allBills/AllBillsPage';
import { billPath } from './allBills/services';
import { comingSoonPage } from './comingSoon/ComingSoonPage';
import { DataPage } from './data/DataPage';

const remote: RemoteRoutesModule = {
  routes: [
    { path: '/dashboard/bills', Component: AllBillsPage },
    { path: billPath('data'), Component: DataPage },
    { path: billPath('airtime'), Component: comingSoonPage('Airtime') },
    { path: billPath('cable'), Component: comingSoonPage('Cable TV') },
    { path: billPath('electricity'), Component: comingSoonPage('Electricity') },
    { path: billPath('education'), Component: comingSoonPage('Result PIN') },
    { path: billPath('airtime-cash'), Component: comingSoonPage('Airtime to Cash') },
  ],
  nav: [{ label: 'All Bills', to: '/dashboard/bills' }],
};

export default remote;
