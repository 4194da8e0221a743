// Release CLI: `npm run release -- <command>`. No command rebuilds anything or touches another
// package: publish copies one dist folder, promote/rollback rewrite one registry entry.
import { publishBuild, isTarget } from './release';
import { releaseDir } from './paths';
import { ReleaseError, ReleaseStore, type Track } from './registry';

const USAGE = `Usage: npm run release -- <command>
  publish <shell|remote> [--promote]   store the current dist as a new immutable version
  promote <shell|remote> <version>     make a published version live
          [--force]                    skip the platform-major check (coordinated major upgrade)
  rollback <shell|remote>              go back to the previously live version
  status                               live versions and what is published`;

function describe(name: string, track: Track): string {
  const lines = [`${name}: live ${track.live ?? '(none)'}`];
  for (const [version, info] of Object.entries(track.versions)) {
    const mark = version === track.live ? '*' : ' ';
    const label = info.buildLabel ? ` label="${info.buildLabel}"` : '';
    lines.push(`  ${mark} ${version}  platform ${info.platformVersion}  ${info.publishedAt}${label}`);
  }
  return lines.join('\n');
}

export function runCli(argv: string[], store = new ReleaseStore(releaseDir())): string {
  const [command, target, arg] = argv.filter((value) => !value.startsWith('--'));
  const flags = new Set(argv.filter((value) => value.startsWith('--')));
  switch (command) {
    case 'publish': {
      if (!isTarget(target)) throw new ReleaseError(USAGE);
      const { version, created } = publishBuild(store, target, { promote: flags.has('--promote') });
      const live = store.track(store.read(), target).live === version ? ' (live)' : '';
      return `${target}: ${created ? 'published' : 'already published as'} ${version}${live}`;
    }
    case 'promote':
      if (!isTarget(target) || !arg) throw new ReleaseError(USAGE);
      store.promote(target, arg, { force: flags.has('--force') });
      return `${target}: ${arg} is live${flags.has('--force') ? ' (platform check skipped)' : ''}`;
    case 'rollback':
      if (!isTarget(target)) throw new ReleaseError(USAGE);
      return `${target}: rolled back to ${store.rollback(target)}`;
    case 'status': {
      const registry = store.read();
      if (flags.has('--json')) return JSON.stringify(registry, null, 2);
      return [describe('shell', registry.shell), ...Object.entries(registry.remotes).map(([n, t]) => describe(n, t))].join('\n');
    }
    default:
      throw new ReleaseError(USAGE);
  }
}

if (require.main === module) {
  try {
    console.log(runCli(process.argv.slice(2)));
  } catch (error) {
    console.error(error instanceof ReleaseError ? error.message : error);
    process.exit(1);
  }
}
