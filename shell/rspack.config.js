// The host. It exposes nothing and names no remote: at run time it reads /registry.json and
// registers the live version of each remote with the MF runtime (src/federation). It has no
// build-time federation plugin: src/federation/hostRuntime.ts creates the runtime when the first
// remote is needed and provides the shell's own singletons, so the public pages load neither
// the runtime nor whole shared packages (docs/performance.md, Web).
const path = require('node:path');
const { rspack } = require('@rspack/core');
const { commonModule, resolveFor, hashedOutput } = require('@topup/platform/rspack/common');
const { sharedVersions } = require('@topup/platform/rspack/shared-deps');
const { BuildInfoPlugin } = require('@topup/platform/rspack/build-info');
const pkg = require('./package.json');

const API_TARGET = process.env.API_URL ?? 'http://127.0.0.1:8081';
// `npm run dev -w shell` reads registry and store from the production server (npm start).
const RELEASE_SERVER = process.env.RELEASE_SERVER ?? 'http://127.0.0.1:8080';

module.exports = (env = {}) => {
  const serving = Boolean(env.RSPACK_SERVE);
  // Only a production build registers the service worker (a dev server must never serve from a cache).
  const registerServiceWorker = !serving;
  return {
    context: __dirname,
    mode: serving ? 'development' : 'production',
    devtool: serving ? 'cheap-module-source-map' : false,
    entry: { main: './src/index.ts' },
    // Deep links (/dashboard/bills/data) reload from the server's index.html fallback.
    output: {
      ...hashedOutput({ path: path.join(__dirname, 'dist'), publicPath: '/', uniqueName: 'topup_shell' }),
      // Subresource Integrity (ADR 0022): index.html's scripts and every lazy chunk carry their SHA-384.
      ...(!serving && { crossOriginLoading: 'anonymous' }),
    },
    module: {
      rules: [
        ...commonModule().rules,
        // Icon modules only declare components: a page that draws the menu icon (the public
        // pages) then does not carry the nav icons re-exported beside it.
        { test: /src[\\/]layouts[\\/](icons|navIcons|iconBase)\.tsx?$/, sideEffects: false },
      ],
    },
    resolve: resolveFor(!serving),
    optimization: {
      chunkIds: 'deterministic',
      moduleIds: 'deterministic',
      // The dashboard's chunk stays whole: split, the modules it shares with the back office (the
      // MF runtime, side menu, remote outlet) made it three scripts on every customer's first visit.
      splitChunks: { chunks: (chunk) => !chunk.canBeInitial() && chunk.name !== 'dashboard' },
    },
    performance: false,
    plugins: [
      new rspack.DefinePlugin({
        'process.env.REGISTER_SW': JSON.stringify(registerServiceWorker ? '1' : ''),
        __SHARED_VERSIONS__: JSON.stringify(sharedVersions()),
        // The MF runtime's code for loading remotes in Node is left out (what experiments.optimization.target does for a remote).
        ENV_TARGET: JSON.stringify('web'),
      }),
      new rspack.HtmlRspackPlugin({ template: './index.html', chunks: ['main'], favicon: './src/favicon.svg' }),
      !serving && new rspack.SubresourceIntegrityPlugin({ hashFuncNames: ['sha384'] }),
      // The installable app: manifest, icons, offline page and service worker keep fixed names at the root.
      new rspack.CopyRspackPlugin({ patterns: [{ from: 'public', to: '.' }] }),
      new BuildInfoPlugin({ kind: 'shell', name: 'shell', version: pkg.version }),
    ].filter(Boolean),
    devServer: {
      port: 3000,
      historyApiFallback: true,
      proxy: [
        { context: ['/api', '/media'], target: API_TARGET, changeOrigin: true },
        { context: ['/registry.json', '/store'], target: RELEASE_SERVER, changeOrigin: true },
      ],
    },
  };
};
