import type { CatalogueReader } from './modules/catalogue/reader';
import type { ListeningCache } from './db/listening-cache';
import type { UserProfile } from './modules/users/profiles';
import type { Buyer } from './modules/users/buyers';
import type { Notifications } from './db/notifications';
import type { Config } from './config';
import type { ApiMetrics } from './metrics/registry';
import type { Db } from './db/client';
import type { JobRunner } from './jobs/runner';
import type { AuthService } from './modules/auth/service';
import type { PaymentService } from './modules/payments/service';
import type { PurchaseService } from './modules/purchases/engine';
import type { VerificationService } from './modules/purchases/verification';
import type { ShopService } from './modules/shop/service';
import type { ReleaseStore } from './modules/releases/store';
import type { ReleaseTokens } from './modules/releases/tokens';
import type { StaffSignIn } from './modules/staff/sign-in';
import type { TransferService } from './modules/transfers/service';
import type { BillsProvider } from './providers/bills/port';
import type { PaymentGateway } from './providers/gateway/port';
import type { Drain } from './http/drain';

/** What route plugins receive: the app's collaborators, built once in buildApp. */
export interface Services {
  db: Db;
  config: Config;
  clock: () => Date;
  /** This process's Prometheus series (GET /metrics). */
  metrics: ApiMetrics;
  auth: AuthService;
  bills: BillsProvider;
  /** The same provider with the short requery time-out (a frozen provider must not hold a lane). */
  requeryBills: BillsProvider;
  /** Reseller test mode's sandbox provider for requeries, and its verifications (ADR 0043). */
  testRequeryBills: BillsProvider;
  testVerifications: VerificationService;
  purchases: PurchaseService;
  verifications: VerificationService;
  payments: PaymentService;
  /** The payment gateway port (identity checks for KYC use it too). */
  gateway: PaymentGateway;
  transfers: TransferService;
  shop: ShopService;
  staffSignIn: StaffSignIn;
  /** Publish, promote, roll back (ADR 0018), and the release tokens of teams' CI. */
  releases: ReleaseStore;
  releaseTokens: ReleaseTokens;
  jobs: JobRunner;
  /** get-user/'s answers, from memory while this process listens for changes (users/profiles.ts). */
  profiles: ListeningCache<UserProfile>;
  /** A debit's buyer (price level, PIN set), from memory while this process listens (users/buyers.ts). */
  buyers: ListeningCache<Buyer>;
  /** The catalogue as purchases read it (from memory while this process listens for changes). */
  catalogue: CatalogueReader;
  /** PostgreSQL only: this process's LISTEN connection (new jobs, ended sessions). */
  notifications?: Notifications;
  /** The graceful stop: /readyz answers 503 while it drains (http/drain.ts). */
  drain: Drain;
}

export interface ModuleOptions {
  services: Services;
}
