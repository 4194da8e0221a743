/* Per-version health of released code (ADR 0022): what the API counts and the Releases screen shows. */
import { Type, type Static } from '@sinclair/typebox';

/** A percentage (0-100, one decimal) of attempts; null without any. */
const Rate = () => Type.Union([Type.Number(), Type.Null()]);

export const HealthStats = Type.Object({
  loads: Type.Integer(),
  loadFailures: Type.Integer(),
  loadFailureRate: Rate(),
  renderErrors: Type.Integer(),
  errorRate: Rate(),
  purchases: Type.Integer(),
  purchaseFailures: Type.Integer(),
  purchaseFailureRate: Rate(),
});
export type HealthStats = Static<typeof HealthStats>;

export const VersionHealth = Type.Object({
  target: Type.String(),
  version: Type.String(),
  hour: HealthStats,
  day: HealthStats,
});
export type VersionHealth = Static<typeof VersionHealth>;

/**
 * A registered release target (ADR 0030): what the shell or a remote may claim. Owned by
 * the server; publish and promote refuse a build claiming anything else.
 */
export const ReleaseTarget = Type.Object({
  target: Type.String({ description: '`shell` or a remote’s name' }),
  container: Type.Union([Type.String(), Type.Null()], { description: 'the MF container’s global name (null for the shell)' }),
  area: Type.Union([Type.String(), Type.Null()], { description: 'the shell area it mounts in (null for the shell)' }),
  paths: Type.Array(Type.String(), { description: 'URL path prefixes it may own' }),
  nav: Type.Array(Type.String(), { description: 'names of the navigation entries it may declare' }),
  widgets: Type.Array(Type.String(), { description: 'widget slots it may fill' }),
  updatedAt: Type.String({ format: 'date-time' }),
});
export type ReleaseTarget = Static<typeof ReleaseTarget>;

/** What an admin changes of a target's claims; a field left out keeps its value. */
export const ReleaseTargetChange = Type.Object(
  {
    container: Type.Optional(Type.Union([Type.String({ maxLength: 60 }), Type.Null()])),
    area: Type.Optional(Type.Union([Type.String({ maxLength: 100 }), Type.Null()])),
    paths: Type.Optional(Type.Array(Type.String({ maxLength: 100 }), { maxItems: 40 })),
    nav: Type.Optional(Type.Array(Type.String({ maxLength: 60 }), { maxItems: 60 })),
    widgets: Type.Optional(Type.Array(Type.String({ maxLength: 60 }), { maxItems: 20 })),
  },
  { additionalProperties: false },
);
export type ReleaseTargetChange = Static<typeof ReleaseTargetChange>;

/** A canary's plan of steps (ADR 0034). */
export const CanaryPlan = Type.Object({
  steps: Type.Array(Type.Integer()),
  step: Type.Integer({ description: 'index into steps of the share the canary has now' }),
  stepSince: Type.String({ format: 'date-time' }),
  minLoads: Type.Integer(),
  minutes: Type.Integer(),
  paused: Type.Boolean(),
});
export type CanaryPlan = Static<typeof CanaryPlan>;

const Nullable = <T extends ReturnType<typeof Type.Object>>(shape: T) => Type.Union([shape, Type.Null()]);

/** One row of the Releases screen's table (ADR 0034): a target at a glance. */
export const ReleaseOverviewRow = Type.Object({
  target: Type.String(),
  live: Type.Union([Type.String(), Type.Null()]),
  /** When the live version went live (its last promote or rollback). */
  liveSince: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  canary: Nullable(
    Type.Object({ version: Type.String(), percent: Type.Integer(), since: Type.String({ format: 'date-time' }), by: Type.String(), plan: Type.Optional(CanaryPlan) }),
  ),
  /** Each running version's figures over the same window: since the canary started, or the last hour. */
  health: Type.Object({ since: Type.String({ format: 'date-time' }), live: HealthStats, canary: Type.Union([HealthStats, Type.Null()]) }),
  lastChange: Nullable(
    Type.Object({
      at: Type.String({ format: 'date-time' }),
      action: Type.String(),
      version: Type.String(),
      from: Type.Optional(Type.String()),
      percent: Type.Optional(Type.Integer()),
      by: Type.Optional(Type.String()),
    }),
  ),
  /** What needs a person, in words (empty: nothing). */
  warnings: Type.Array(Type.String()),
});
export type ReleaseOverviewRow = Static<typeof ReleaseOverviewRow>;

const VersionSide = Type.Object({
  version: Type.String(),
  publishedAt: Type.String(),
  /** Who published it: `token:<name>`, `staff:<email>` or `command line`. */
  publishedBy: Type.Union([Type.String(), Type.Null()]),
  platformVersion: Type.String(),
  federationRuntime: Type.Union([Type.String(), Type.Null()]),
  buildLabel: Type.String(),
  /** The build's source hash (build-info.json `inputHash`): the commit is not recorded. */
  sourceHash: Type.Union([Type.String(), Type.Null()]),
  /** Bytes of all files, and brotli bytes of what a first visit loads (remote entry and exposed modules' sync JS and CSS). */
  size: Type.Integer(),
  firstLoadBrotli: Type.Union([Type.Integer(), Type.Null()]),
});

/** What changed between two versions of a target (ADR 0034). */
export const VersionDiff = Type.Object({
  target: Type.String(),
  from: VersionSide,
  to: VersionSide,
  added: Type.Array(Type.Object({ path: Type.String(), size: Type.Integer() })),
  removed: Type.Array(Type.Object({ path: Type.String(), size: Type.Integer() })),
  changed: Type.Array(Type.Object({ path: Type.String(), fromSize: Type.Integer(), toSize: Type.Integer() })),
  /** Shared dependencies from mf-manifest.json: the version each side provides (null: not shared there). */
  shared: Type.Array(Type.Object({ name: Type.String(), from: Type.Union([Type.String(), Type.Null()]), to: Type.Union([Type.String(), Type.Null()]) })),
});
export type VersionDiff = Static<typeof VersionDiff>;

/** A version's health per 5 minutes over the last 24 hours (ADR 0034), oldest first, empty buckets as 0. */
export const HealthSeries = Type.Object({
  target: Type.String(),
  version: Type.String(),
  bucketMinutes: Type.Integer(),
  points: Type.Array(Type.Object({ at: Type.String({ format: 'date-time' }), loads: Type.Integer(), failures: Type.Integer(), purchaseFailures: Type.Integer() })),
});
export type HealthSeries = Static<typeof HealthSeries>;
