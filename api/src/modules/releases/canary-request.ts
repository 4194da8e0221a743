import type { Config } from '../../config';
import { PLAN_DEFAULTS } from './canary-judgement';
import { ReleaseRefused } from './errors';
import { formatCanarySteps } from '@topup/rules';
import type { CanaryChange, CanaryPlanChange, PlanRequest } from './store';

export interface CanaryBody {
  version: string;
  percent?: number;
  steps?: number[];
  minLoads?: number;
  minutes?: number;
  expected?: string | null;
}

/** A canary call's share by hand, or its plan with the settings' defaults (ADR 0034). */
export function canaryAsked(target: string, body: CanaryBody, config: Pick<Config, 'releaseHealth'>): number | PlanRequest {
  if ((body.percent === undefined) === (body.steps === undefined)) throw new ReleaseRefused(`${target}: give either a percentage or a plan of steps`);
  if (body.percent !== undefined) return body.percent;
  return {
    steps: body.steps!,
    minLoads: body.minLoads ?? config.releaseHealth.canaryStepMinLoads ?? PLAN_DEFAULTS.minLoads,
    minutes: body.minutes ?? config.releaseHealth.canaryStepMinutes ?? PLAN_DEFAULTS.minutes,
  };
}

/** What a canary call answers in words. */
export function canaryMessage(change: CanaryChange, steps?: number[]): string {
  const plan = steps ? `, plan ${formatCanarySteps(steps)}` : '';
  return `${change.target}: ${change.version} is the canary for ${change.percent} % of signed-in customers${plan}`;
}

export const planMessage = (change: CanaryPlanChange) =>
  `${change.target}: the plan of the canary ${change.version} is ${change.paused ? 'paused' : 'running again'} at ${change.percent} %`;
