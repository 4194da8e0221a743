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
