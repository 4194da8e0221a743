import { mailModule } from '../providers/mail/module';
import { accountsModule } from './accounts';
import { authModule } from './auth';
import { beneficiariesModule } from './beneficiaries';
import { catalogueModule } from './catalogue';
import { complaintsModule } from './complaints';
import { contactModule } from './contact';
import { contentModule } from './content';
import { ledgerModule } from './ledger';
import type { ApiModule } from './module';
import { newsletterModule } from './newsletter';
import { paymentsModule } from './payments';
import { profileModule } from './profile';
import { purchasesModule } from './purchases';
import { sessionsModule } from './sessions';
import { releasesModule } from './releases';
import { retentionModule } from './retention';
import { schedulesModule } from './schedules';
import { shopModule } from './shop';
import { staffModule } from './staff';
import { transactionsModule } from './transactions';
import { transfersModule } from './transfers';
import { usersModule } from './users';
import { safetyModule } from './safety';
import { vendorsModule } from './vendors';

/** Every feature of the API; app.ts registers their routes by scope and their jobs in a loop. */
export const API_MODULES: readonly ApiModule[] = [
  authModule,
  usersModule,
  contentModule,
  catalogueModule,
  purchasesModule,
  paymentsModule,
  transfersModule,
  shopModule,
  transactionsModule,
  ledgerModule,
  accountsModule,
  profileModule,
  contactModule,
  newsletterModule,
  staffModule,
  releasesModule,
  mailModule,
  beneficiariesModule,
  sessionsModule,
  safetyModule,
  vendorsModule,
  schedulesModule,
  complaintsModule,
  retentionModule,
];
