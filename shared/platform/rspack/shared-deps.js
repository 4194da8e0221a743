// The packages the shell and every remote share as singletons. One list, so a remote can never
// disagree with the host about what is shared ("the host is always right": the host provides
// eagerly, remotes fall back to their own copy only when they run standalone).
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
];

function installedVersion(pkg) {
  const root = pkg.startsWith('@') ? pkg.split('/').slice(0, 2).join('/') : pkg.split('/')[0];
  return require(path.join(require.resolve(`${root}/package.json`, { paths: [__dirname] }))).version;
}

/** MF `shared` option; `eager` only in the host, which provides every singleton at start. */
function sharedDeps({ eager }) {
  return Object.fromEntries(
    SINGLETONS.map((name) => {
      const version = installedVersion(name);
      return [name, { singleton: true, eager, version, requiredVersion: `^${version}` }];
    }),
  );
}

module.exports = { sharedDeps, SINGLETONS };
