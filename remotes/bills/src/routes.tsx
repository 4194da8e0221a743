import type { RemoteRoutesModule } from '@topup/platform';
import { MESSAGES } from '@topup/rules';
import { AllBillsPage } from './allBills/AllBillsPage';
import { billPath } from './allBills/services';
import { comingSoonPage } from './comingSoon/ComingSoonPage';
import { DataPage } from './data/DataPage';

const remote: RemoteRoutesModule = {
  routes: [
    { path: '/dashboard/bills', Component: AllBillsPage, title: 'All bills' },
    { path: billPath('data'), Component: DataPage, title: 'Data' },
    { path: billPath('airtime'), Component: comingSoonPage('Airtime'), title: 'Airtime' },
    { path: billPath('cable'), Component: comingSoonPage('Cable TV'), title: MESSAGES.cable.title },
    { path: billPath('electricity'), Component: comingSoonPage('Electricity'), title: MESSAGES.electricity.title },
    { path: billPath('education'), Component: comingSoonPage('Result PIN'), title: 'Education Services' },
    { path: billPath('airtime-cash'), Component: comingSoonPage('Airtime to Cash'), title: 'Airtime To Cash' },
  ],
  nav: [{ label: 'All Bills', to: '/dashboard/bills' }],
};

export default remote;
