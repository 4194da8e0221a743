// One rspack config for every remote. `remotes/<name>/rspack.config.js` is a one-liner that
// calls this with its folder. The remote's `remote.json` declares it once (ADR 0009): from it the
// build derives what the container exposes and which URL prefixes it owns, and writes both into
// dist/build-info.json, which publish copies into the release registry.
const path = require('node:path');
const { rspack } = require('@rspack/core');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/rspack');
const { commonModule, resolveFor, hashedOutput } = require('./common');
const { sharedDeps } = require('./shared-deps');
const { BuildInfoPlugin } = require('./build-info');
const { exposesOf, ownedPrefixes } = require('./declaration');
const { HOST_PROVIDED_RUNTIME } = require('./host-runtime');

const API_TARGET = process.env.API_URL ?? 'http://127.0.0.1:8081';

/**
 * The container's global name. A bare remote name can clash with a browser global
 * (`history` is `window.history`, which the MF runtime then takes for the loaded container).
 */
const containerName = (name) => `topup_${name}`;

/** The standalone harness page (`npm run dev -w remotes/<name>`). */
const harnessPage = (name) => `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>${name} remote (standalone)</title>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;

function createRemoteConfig(remoteDir) {
  const meta = require(path.join(remoteDir, 'remote.json'));
  const pkg = require(path.join(remoteDir, 'package.json'));
  const exposes = exposesOf(meta);

  return (env = {}) => {
    const serving = Boolean(env.RSPACK_SERVE);
    // The host provides the MF runtime (provideExternalRuntime); MF_EXTERNAL_RUNTIME=0 bundles it.
    const externalRuntime = process.env.MF_EXTERNAL_RUNTIME !== '0';
    return {
      context: remoteDir,
      mode: serving ? 'development' : 'production',
      devtool: serving ? 'cheap-module-source-map' : false,
      // A production build is only the container; the harness page exists in dev only.
      entry: serving ? { main: './dev/index.ts' } : {},
      // Chunks resolve from wherever the remote's entry was loaded (its versioned store folder).
      output: {
        ...hashedOutput({
          path: path.join(remoteDir, 'dist'),
          publicPath: serving ? '/' : 'auto',
          uniqueName: containerName(meta.name),
        }),
        // SRI needs CORS mode; the store answers from the page's origin (or REMOTE_ORIGINS' CDN).
        ...(!serving && { crossOriginLoading: 'anonymous' }),
      },
      module: commonModule(),
      // With the host's runtime, the MF runtime's own dependencies come from the host too.
      externals: externalRuntime && !serving ? HOST_PROVIDED_RUNTIME : undefined,
      resolve: resolveFor(!serving),
      optimization: { chunkIds: 'deterministic', moduleIds: 'deterministic' },
      performance: false,
      plugins: [
        // Standalone dev serves the harness as a plain app: one copy of everything, no container.
        !serving &&
          new ModuleFederationPlugin({
            name: containerName(meta.name),
            filename: 'remoteEntry.js',
            exposes,
            shared: sharedDeps({ eager: false }),
            manifest: true,
            dts: false,
            // target 'web': the runtime's code for loading remotes in Node is left out.
            experiments: { externalRuntime, optimization: { target: 'web' } },
          }),
        // Subresource Integrity (ADR 0022): the remote entry carries each chunk's SHA-384 and loads
        // it with `integrity`; the shell checks the entry itself against the digest publish recorded.
        !serving && new rspack.SubresourceIntegrityPlugin({ hashFuncNames: ['sha384'], htmlPlugin: false }),
        new rspack.DefinePlugin({
          'process.env.BUILD_LABEL': JSON.stringify(process.env.BUILD_LABEL ?? ''),
          // A build broken on purpose (BUILD_FAULT=render, e2e only): empty, the check is minified away.
          'process.env.BUILD_FAULT': JSON.stringify(process.env.BUILD_FAULT ?? ''),
        }),
        serving &&
          new rspack.HtmlRspackPlugin({
            templateContent: harnessPage(meta.name),
            chunks: ['main'],
          }),
        new BuildInfoPlugin({
          kind: 'remote',
          name: meta.name,
          version: pkg.version,
          remote: { name: meta.name, area: meta.area, paths: ownedPrefixes(meta.routes), nav: meta.nav, widgets: meta.widgets, exposes },
        }),
      ].filter(Boolean),
      devServer: {
        port: meta.devPort,
        historyApiFallback: true,
        proxy: [{ context: ['/api', '/media'], target: API_TARGET, changeOrigin: true }],
      },
    };
  };
}

module.exports = { createRemoteConfig };
