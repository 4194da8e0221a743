import type { Queryable } from '../../db/client';
import {
  findPackage,
  findPackageType,
  findPlan,
  loadCatalogue,
  matchPlan,
  type CatalogueRows,
  type PackageRow,
  type PackageTypeRow,
  type PlanLookup,
  type PlanRow,
} from './queries';

/** The channel the catalogue trigger (migration 170) notifies after any change to it. */
export const CATALOGUE_CHANNEL = 'topup_catalogue';

/** What a purchase reads of the catalogue: from memory while it is known to be current. */
export interface CatalogueReader {
  packageType(id: number): Promise<PackageTypeRow | undefined>;
  package(id: number): Promise<PackageRow | undefined>;
  plan(packageId: number, lookup: PlanLookup): Promise<PlanRow | undefined>;
  /** A NOTIFY on CATALOGUE_CHANNEL: staff changed something. */
  invalidate(): void;
  /** Listening: changes will be heard of from now on. */
  enable(): void;
  /** Not listening: what is kept may be stale, so every read goes to the database. */
  disable(): void;
  /** Reads answered from the kept snapshot, and those that loaded it or went to the database. */
  readonly lookups: { hit: number; miss: number };
}

/**
 * The catalogue (types, packages, plans: a few hundred rows) is read on every purchase and changes
 * only when staff edit it. Kept in memory while this process LISTENs to CATALOGUE_CHANNEL; a
 * change heard of drops the snapshot, so a price staff changed is charged from the moment the
 * change commits and is heard of.
 */
export function createCatalogueReader(db: Queryable): CatalogueReader {
  let enabled = false;
  let snapshot: Promise<CatalogueRows> | undefined;
  const lookups = { hit: 0, miss: 0 };

  function current(): Promise<CatalogueRows> | undefined {
    lookups[enabled && snapshot ? 'hit' : 'miss'] += 1;
    if (!enabled) return undefined;
    if (!snapshot) {
      // A change heard of while this loads clears `snapshot`: later reads load afresh.
      const loading = loadCatalogue(db);
      snapshot = loading;
      loading.catch(() => {
        if (snapshot === loading) snapshot = undefined;
      });
    }
    return snapshot;
  }

  const forget = () => {
    snapshot = undefined;
  };

  return {
    lookups,
    async packageType(id) {
      const rows = current();
      return rows ? (await rows).types.get(id) : findPackageType(db, id);
    },
    async package(id) {
      const rows = current();
      return rows ? (await rows).packages.get(id) : findPackage(db, id);
    },
    async plan(packageId, lookup) {
      const rows = current();
      return rows ? matchPlan((await rows).plans.get(packageId) ?? [], lookup) : findPlan(db, packageId, lookup);
    },
    invalidate: forget,
    enable() {
      forget();
      enabled = true;
    },
    disable() {
      forget();
      enabled = false;
    },
  };
}
