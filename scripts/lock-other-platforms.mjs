// The npm registry mirror this project is built on serves native binaries only for the
// platforms of its own machines (linux x64/arm64). npm then writes a lockfile without the
// other platforms' optional binaries, and `npm ci` refuses such a lockfile as "out of sync".
// This records every missing platform binary as an optional lock entry with its os/cpu, so
// `npm ci` validates, and skips those entries on platforms they are not for.
// Run after changing dependencies: `npm run lock:platforms`.
import { readFileSync, writeFileSync } from 'node:fs';

const LOCK = new URL('../package-lock.json', import.meta.url);
const lock = JSON.parse(readFileSync(LOCK, 'utf8'));
const packages = lock.packages;

const OS = ['darwin', 'linux', 'win32', 'android', 'freebsd', 'openharmony', 'netbsd', 'openbsd', 'sunos', 'aix'];
const CPU = ['arm64', 'x64', 'ia32', 'arm', 'ppc64', 's390x', 'riscv64', 'loong64', 'wasm32'];

function platformOf(name) {
  const parts = name.split('/').pop().split('-');
  const os = parts.find((p) => OS.includes(p));
  const cpu = parts.find((p) => CPU.includes(p));
  if (!os || !cpu) return null;
  const libc = parts.includes('musl') || parts.includes('musleabihf') ? 'musl' : os === 'linux' ? 'glibc' : null;
  return { os, cpu, libc };
}

let added = 0;
for (const [path, entry] of Object.entries(packages)) {
  for (const [dep, version] of Object.entries(entry.optionalDependencies ?? {})) {
    const nested = `${path ? `${path}/` : ''}node_modules/${dep}`;
    if (packages[nested] || packages[`node_modules/${dep}`]) continue;
    const platform = platformOf(dep);
    if (!platform || !/^\d+\.\d+\.\d+/.test(version)) continue;
    packages[`node_modules/${dep}`] = {
      version,
      cpu: [platform.cpu],
      ...(entry.dev ? { dev: true } : {}),
      ...(platform.libc ? { libc: [platform.libc] } : {}),
      optional: true,
      os: [platform.os],
    };
    added += 1;
  }
}

lock.packages = Object.fromEntries(Object.entries(packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b))));
writeFileSync(LOCK, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`lock-other-platforms: ${added} optional platform entries recorded`);
