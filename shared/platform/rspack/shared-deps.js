// The packages the shell and every remote share as singletons. One list, so a remote can never
// disagree with the host about what is shared ("the host is always right": the host provides
// its own instances, remotes fall back to their own copy only when they run standalone).
const path = require('node:path');

const SINGLETONS = [
  'react',
  'react/jsx-runtime',
  'react-dom',
  'react-dom/client',
  'react-router',
  'react-router-dom',
  'react-toastify',
  '@topup/platform',
  // Not for identity but for size: every remote reaches axios (through @topup/api-client) and
  // would otherwise download its own copy (19 KB brotli) on its first screen.
  'axios',
];

function installedVersion(pkg) {
  const root = pkg.startsWith('@') ? pkg.split('/').slice(0, 2).join('/') : pkg.split('/')[0];
  return require(path.join(require.resolve(`${root}/package.json`, { paths: [__dirname] }))).version;
}

/** MF `shared` option of a remote container (the shell provides at run time: sharedVersions). */
function sharedDeps({ eager }) {
  return Object.fromEntries(
    SINGLETONS.map((name) => {
      const version = installedVersion(name);
      return [name, { singleton: true, eager, version, requiredVersion: `^${version}` }];
    }),
  );
}

/** Each singleton's installed version: what a host that creates the MF runtime itself provides. */
function sharedVersions() {
  return Object.fromEntries(SINGLETONS.map((name) => [name, installedVersion(name)]));
}

module.exports = { sharedDeps, sharedVersions, SINGLETONS };
