import type { ComponentType } from 'react';
import type { RemoteRoutesModule } from '@topup/platform';
import { routesFor, type Screen } from '@topup/platform/declaration';
import { PURCHASE_KINDS, type PurchaseKindKey } from '@topup/rules';
import declaration from '../remote.json';
import { AllBillsPage } from './allBills/AllBillsPage';
import { comingSoonPage } from './comingSoon/ComingSoonPage';
import { DataPage } from './data/DataPage';
import { billPath } from './billPath';

/** The screen of each purchase kind; a kind without one shows a coming-soon page. */
const SCREENS: Partial<Record<PurchaseKindKey, ComponentType>> = { data: DataPage };

const remote: RemoteRoutesModule = {
  routes: routesFor(declaration, {
    '/dashboard/bills': AllBillsPage,
    ...Object.fromEntries(
      PURCHASE_KINDS.map((kind): [string, Screen] => [billPath(kind.slug), SCREENS[kind.key] ?? comingSoonPage(kind.label)]),
    ),
  }),
};

export default remote;
