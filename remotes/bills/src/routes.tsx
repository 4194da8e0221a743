import type { ComponentType } from 'react';
import type { RemoteRoutesModule } from '@topup/platform';
import { routesFor, type Screen } from '@topup/platform/declaration';
import { PURCHASE_KINDS, type PurchaseKindKey } from '@topup/rules';
import declaration from '../remote.json';
import { AirtimePage } from './airtime/AirtimePage';
import { AirtimeCashPage } from './airtimeCash/AirtimeCashPage';
import { AllBillsPage } from './allBills/AllBillsPage';
import { billPath } from './billPath';
import { CablePage } from './cable/CablePage';
import { DataPage } from './data/DataPage';
import { EducationPage } from './education/EducationPage';
import { ElectricityPage } from './electricity/ElectricityPage';

/** Each purchase kind's screen; the top bar shows the kind's title (the spec's screen titles). */
const SCREENS: Record<PurchaseKindKey, ComponentType> = {
  airtime: AirtimePage,
  data: DataPage,
  cable: CablePage,
  electricity: ElectricityPage,
  education: EducationPage,
  airtimeToCash: AirtimeCashPage,
};

const remote: RemoteRoutesModule = {
  routes: routesFor(declaration, {
    '/dashboard/bills': AllBillsPage,
    ...Object.fromEntries(
      PURCHASE_KINDS.map((kind): [string, Screen] => [billPath(kind.slug), { Component: SCREENS[kind.key], title: kind.title }]),
    ),
  }),
};

export default remote;
