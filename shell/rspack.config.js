// The host. It exposes nothing and names no remote: at run time it reads /registry.json and
// registers the live version of each remote with the MF runtime (src/federation).
const path = require('node:path');
const { rspack } = require('@rspack/core');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/rspack');
const { commonModule, commonResolve, hashedOutput } = require('@topup/platform/rspack/common');
const { sharedDeps } = require('@topup/platform/rspack/shared-deps');
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
    output: hashedOutput({ path: path.join(__dirname, 'dist'), publicPath: '/', uniqueName: 'topup_shell' }),
    module: commonModule(),
    resolve: commonResolve,
    optimization: { chunkIds: 'deterministic', moduleIds: 'deterministic' },
    performance: false,
    plugins: [
      new rspack.DefinePlugin({ 'process.env.REGISTER_SW': JSON.stringify(registerServiceWorker ? '1' : '') }),
      new ModuleFederationPlugin({
        name: 'shell',
        remotes: {},
        shared: sharedDeps({ eager: true }),
        shareStrategy: 'loaded-first',
        dts: false,
        experiments: { provideExternalRuntime: true },
      }),
      new rspack.HtmlRspackPlugin({ template: './index.html', chunks: ['main'], favicon: './src/favicon.svg' }),
      // The installable app: manifest, icons, offline page and service worker keep fixed names at the root.
      new rspack.CopyRspackPlugin({ patterns: [{ from: 'public', to: '.' }] }),
      new BuildInfoPlugin({ kind: 'shell', name: 'shell', version: pkg.version }),
    ],
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
