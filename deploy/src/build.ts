// Builds the shell and remotes whose inputs changed since their last build. The input hash
// (sources, configs, the shared packages, BUILD_LABEL, BUILD_FAULT) is stored in dist/build-info.json.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { REPO_ROOT, packageDir } from './paths';

const SHARED_INPUTS = ['shared/platform', 'shared/api-client/src', 'shared/ui/src', 'shared/rules/src'];
const PACKAGE_INPUTS = ['src', 'dev', 'index.html', 'rspack.config.js', 'remote.json', 'package.json'];
const SKIP = /(^|\/)(node_modules|dist)(\/|$)|\.test\.tsx?$/;

function filesUnder(path: string): string[] {
  if (!existsSync(path)) return [];
  if (statSync(path).isFile()) return [path];
  return readdirSync(path).flatMap((name) => filesUnder(join(path, name)));
}

export function inputHash(target: string): string {
  const hash = createHash('sha256').update(`BUILD_LABEL=${process.env.BUILD_LABEL ?? ''}\0${process.env.BUILD_FAULT ? `BUILD_FAULT=${process.env.BUILD_FAULT}\0` : ''}`);
  const dir = packageDir(target);
  const files = [
    ...PACKAGE_INPUTS.flatMap((input) => filesUnder(join(dir, input))),
    ...SHARED_INPUTS.flatMap((input) => filesUnder(join(REPO_ROOT, input))),
  ]
    .filter((file) => !SKIP.test(relative(REPO_ROOT, file)))
    .sort();
  for (const file of files) hash.update(relative(REPO_ROOT, file)).update('\0').update(readFileSync(file));
  return hash.digest('hex').slice(0, 16);
}

export function isUpToDate(target: string, hash = inputHash(target)): boolean {
  const info = join(packageDir(target), 'dist', 'build-info.json');
  return existsSync(info) && JSON.parse(readFileSync(info, 'utf8')).inputHash === hash;
}

/** Runs `rspack build` in the package; returns the wall time in ms. */
export function build(target: string, hash = inputHash(target)): number {
  const started = Date.now();
  const rspack = join(REPO_ROOT, 'node_modules', '@rspack', 'cli', 'bin', 'rspack.js');
  const result = spawnSync(process.execPath, [rspack, 'build'], {
    cwd: packageDir(target),
    env: { ...process.env, BUILD_INPUT_HASH: hash },
    stdio: 'inherit',
  });
  if (result.status !== 0) throw new Error(`${target}: build failed`);
  return Date.now() - started;
}

/** Builds what is stale; returns the targets it built with their build times. */
export function buildStale(targets: readonly string[], log: (line: string) => void = console.log) {
  const built: { target: string; ms: number }[] = [];
  for (const target of targets) {
    const hash = inputHash(target);
    if (isUpToDate(target, hash)) {
      log(`${target}: build is up to date`);
      continue;
    }
    log(`${target}: building...`);
    const ms = build(target, hash);
    log(`${target}: built in ${(ms / 1000).toFixed(1)} s`);
    built.push({ target, ms });
  }
  return built;
}
