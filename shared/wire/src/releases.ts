/* Per-version health of released code (issue 23, ADR 0022): what the API counts and the Releases screen shows. */
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
 * A registered release target (issue 37, ADR 0030): what the shell or a remote may claim. Owned by
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
