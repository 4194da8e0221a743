// Release CLI: `npm run release -- <command>` against a running server's release API (ADR 0018),
// with a release token. No command rebuilds anything or touches another package.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { formatCanarySteps, parseCanarySteps } from '@topup/rules';
import { isTarget, type CanaryPlan, type Registry, type Track } from '@topup/wire';
import { devTokenFile, runningDevServer } from './local-releases';
import { REPO_ROOT, packageDir } from './paths';
import { ReleaseCallFailed, ReleaseClient } from './release-client';

const USAGE = `Usage: npm run release -- <command> [--server <url>] [--token <token>]
  publish <shell|remote> [--promote]   store <package>/dist as a new immutable version
  promote <shell|remote> <version>     make a published version live
          [--force]                    skip the platform checks (coordinated major upgrade)
  rollback <shell|remote>              go back to the previously live version
  canary <remote> <version> <percent>  give a version to that % of signed-in customers (again: widen)
  canary <remote> <version> --steps 10,50,100
         [--min-loads N] [--minutes M] a plan: the canary widens itself after N loads and M minutes
                                       at a step when no worse than stable, completes at 100 %
  canary <remote> pause|resume         stop (or go on with) the plan's steps
  canary <remote> abort                everyone back on the stable version at their next load
  canary <remote> complete             the canary's version goes live for everyone
  preview <shell|remote> <version>     a signed link (1 hour) that shows the version in one browser
                                       (on the web app's origin, the server's APP_ORIGIN)
  status [--json]                      live versions and what is published
--server (or RELEASE_SERVER) defaults to the local npm start (the URL it keeps in DATA_DIR, else
  http://localhost:$PORT, 8080);
--token (or RELEASE_TOKEN) defaults to the development token npm start keeps in DATA_DIR.`;

export class UsageError extends Error {}

/** `step 2 of 3 (10 → 50 → 100), widens after 200 loads and 15 min at a step`, and whether paused. */
export function describePlan(plan: CanaryPlan): string {
  return `step ${plan.step + 1} of ${plan.steps.length} (${formatCanarySteps(plan.steps)}) since ${plan.stepSince}, widens after ${plan.minLoads} loads and ${plan.minutes} min at a step${plan.paused ? '; PAUSED' : ''}`;
}

function describe(name: string, track: Track): string {
  const lines = [`${name}: live ${track.live ?? '(none)'}`];
  if (track.canary) {
    lines.push(`  canary ${track.canary.version} for ${track.canary.percent} % of signed-in customers (since ${track.canary.since}, by ${track.canary.by})`);
    if (track.canary.plan) lines.push(`    plan: ${describePlan(track.canary.plan)}`);
  }
  for (const [version, info] of Object.entries(track.versions)) {
    const mark = version === track.live ? '*' : version === track.canary?.version ? '~' : ' ';
    const label = info.buildLabel ? ` label="${info.buildLabel}"` : '';
    lines.push(`  ${mark} ${version}  platform ${info.platformVersion}  ${info.publishedAt}${label}`);
  }
  return lines.join('\n');
}

const describeRegistry = (registry: Registry) =>
  [describe('shell', registry.shell), ...Object.entries(registry.remotes).map(([name, track]) => describe(name, track))].join('\n');

interface Parsed {
  positional: string[];
  flags: Set<string>;
  values: Map<string, string>;
}

function parse(argv: string[]): Parsed {
  const parsed: Parsed = { positional: [], flags: new Set(), values: new Map() };
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i]!;
    const [name, inline] = arg.split('=', 2) as [string, string | undefined];
    if (name === '--server' || name === '--token' || name === '--steps' || name === '--min-loads' || name === '--minutes') {
      const value = inline ?? argv[(i += 1)];
      if (!value) throw new UsageError(`${name} needs a value\n${USAGE}`);
      parsed.values.set(name, value);
    } else if (arg.startsWith('--')) parsed.flags.add(arg);
    else parsed.positional.push(arg);
  }
  return parsed;
}

/** --server, RELEASE_SERVER, the running local npm start (whatever PORT it got), PORT, 8080. */
export function releaseServer(flag: string | undefined, env: NodeJS.ProcessEnv): string {
  return flag || env.RELEASE_SERVER || runningDevServer(env.DATA_DIR || join(REPO_ROOT, '.data')) || `http://localhost:${env.PORT || 8080}`;
}

function localToken(env: NodeJS.ProcessEnv): string {
  const file = devTokenFile(env.DATA_DIR || join(REPO_ROOT, '.data'));
  try {
    return readFileSync(file, 'utf8').trim();
  } catch {
    throw new UsageError(`no release token: pass --token (or RELEASE_TOKEN), or start the local server (npm start keeps one in ${file})`);
  }
}

export async function runCli(argv: string[], env: NodeJS.ProcessEnv = process.env): Promise<string> {
  const { positional, flags, values } = parse(argv);
  const [command, target, version, percentText] = positional;
  const server = releaseServer(values.get('--server'), env);
  const client = () => new ReleaseClient(server, values.get('--token') || env.RELEASE_TOKEN || localToken(env));
  switch (command) {
    case 'publish': {
      if (!isTarget(target)) throw new UsageError(USAGE);
      const { data } = await client().publish(target, join(packageDir(target), 'dist'), { promote: flags.has('--promote') });
      return `${target}: ${data.created ? 'published' : 'already published as'} ${data.version}${data.live ? ' (live)' : ''}`;
    }
    case 'promote': {
      if (!isTarget(target) || !version) throw new UsageError(USAGE);
      const { data } = await client().promote(target, version, { force: flags.has('--force') });
      return `${target}: ${data.to} is live (was ${data.from ?? 'none'})${flags.has('--force') ? ' (platform checks skipped)' : ''}`;
    }
    case 'rollback': {
      if (!isTarget(target)) throw new UsageError(USAGE);
      const { data } = await client().rollback(target);
      return `${target}: rolled back from ${data.from} to ${data.to}`;
    }
    case 'canary': {
      if (!isTarget(target) || !version) throw new UsageError(USAGE);
      if (version === 'pause' || version === 'resume') {
        if (percentText !== undefined) throw new UsageError(USAGE);
        const { message } = version === 'pause' ? await client().pauseCanary(target) : await client().resumeCanary(target);
        return message;
      }
      const stepsText = values.get('--steps');
      if (stepsText !== undefined) {
        if (percentText !== undefined) throw new UsageError(`give either a percentage or --steps\n${USAGE}`);
        const parsed = parseCanarySteps(stepsText);
        if ('problem' in parsed) throw new UsageError(`${parsed.problem}\n${USAGE}`);
        const whole = (flag: string) => {
          const text = values.get(flag);
          if (text === undefined) return undefined;
          if (!/^\d{1,7}$/.test(text)) throw new UsageError(`${flag} is a whole number\n${USAGE}`);
          return Number(text);
        };
        const { data } = await client().canary(target, version, { steps: parsed.steps, minLoads: whole('--min-loads'), minutes: whole('--minutes') });
        return `${target}: ${data.version} is the canary for ${data.percent} % of signed-in customers, plan ${formatCanarySteps(parsed.steps)} (stable ${data.stable ?? 'none'})`;
      }
      if (version === 'abort' || version === 'complete') {
        if (percentText !== undefined) throw new UsageError(USAGE);
        if (version === 'complete') {
          const { data } = await client().completeCanary(target);
          return `${target}: canary completed, ${data.to} is live for everyone (was ${data.from ?? 'none'})`;
        }
        const { data } = await client().abortCanary(target);
        return `${target}: canary of ${data.version} aborted; everyone gets ${data.stable ?? 'the stable version'} at their next load`;
      }
      const percent = Number(percentText);
      if (!percentText || !Number.isInteger(percent) || percent < 1 || percent > 100) throw new UsageError(`the percentage is a whole number from 1 to 100\n${USAGE}`);
      const { data } = await client().canary(target, version, percent);
      return `${target}: ${data.version} is the canary for ${data.percent} % of signed-in customers (was ${data.from} %; stable ${data.stable ?? 'none'})`;
    }
    case 'preview': {
      if (!isTarget(target) || !version) throw new UsageError(USAGE);
      const c = client();
      const { data } = await c.preview(target, version);
      // The link on the last line, alone (scripts take it from there). It opens the web app: the
      // API names its public origin; --server may be the API itself, which serves no /preview.
      const link = data.url ?? `${(env.APP_ORIGIN || c.server).replace(/\/+$/, '')}${data.path}`;
      return `${target}: preview of ${data.version}, valid until ${data.expiresAt}; open in one browser:\n${link}`;
    }
    case 'status': {
      const registry = await client().status();
      return flags.has('--json') ? JSON.stringify(registry, null, 2) : describeRegistry(registry);
    }
    default:
      throw new UsageError(USAGE);
  }
}

if (require.main === module) {
  runCli(process.argv.slice(2)).then(
    (output) => console.log(output),
    (error: unknown) => {
      console.error(error instanceof Error && (error instanceof ReleaseCallFailed || error instanceof UsageError) ? error.message : error);
      process.exitCode = error instanceof UsageError ? 2 : 1;
    },
  );
}
