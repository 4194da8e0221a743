import { configFromEnv } from '../config';
import type { Db } from '../db/client';
import type { BillsProvider } from '../providers/bills/port';
import type { PaymentGateway } from '../providers/gateway/port';
import type { Services } from '../services';
import { createTokenService } from './auth/tokens';
import { API_MODULES } from './index';

/** Modules build their own services (ADR 0008); buildApp runs the factories in API_MODULES order. */
describe('module services', () => {
  const db = {} as Db;
  const config = configFromEnv({});
  const clock = () => new Date('2026-11-23T12:00:00Z');
  const bills = { name: 'test bills' } as unknown as BillsProvider;
  const gateway = { name: 'test gateway' } as unknown as PaymentGateway;

  function build(providers: { bills?: BillsProvider; gateway?: PaymentGateway }) {
    const built: Partial<Services> = { db, config, clock };
    const context = { db, config, clock, providers, built, tokens: createTokenService('test-secret-for-jest-only-0123456789') };
    for (const module of API_MODULES) Object.assign(built, module.services?.(context));
    return built;
  }

  it('each service is built by one module, in API_MODULES order (app.ts builds none itself)', () => {
    const tokens = createTokenService('test-secret-for-jest-only-0123456789');
    const built: Partial<Services> = { db, config, clock };
    const owners = API_MODULES.flatMap((module) => {
      const made = module.services?.({ db, config, clock, providers: { bills, gateway }, built, tokens });
      Object.assign(built, made);
      return made ? Object.keys(made).map((key) => [key, module.name] as const) : [];
    });
    expect(new Set(owners.map(([key]) => key)).size).toBe(owners.length);
    expect(Object.fromEntries(owners)).toEqual({
      auth: 'auth',
      profiles: 'users',
      buyers: 'users',
      transfers: 'transfers',
      staffSignIn: 'staff',
      testRequeryBills: 'purchases',
      testVerifications: 'purchases',
      releases: 'releases',
      releaseTokens: 'releases',
      catalogue: 'catalogue',
      gateway: 'payments',
      bills: 'purchases',
      requeryBills: 'purchases',
      purchases: 'purchases',
      verifications: 'purchases',
      payments: 'payments',
      shop: 'shop',
    });
  });

  it('an injected bill provider serves purchases and requeries alike, as before', () => {
    const built = build({ bills });
    expect(built.bills).toBe(bills);
    expect(built.requeryBills).toBe(bills);
  });

  it('without one, requeries get their own provider client with the shorter time-out', () => {
    const built = build({});
    expect(built.bills).toBeDefined();
    expect(built.requeryBills).toBeDefined();
    expect(built.requeryBills).not.toBe(built.bills);
  });
});
