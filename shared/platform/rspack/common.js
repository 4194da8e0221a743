// Loaders and resolution every web build (shell, remotes, dev harness) uses.
const path = require('node:path');

const repoRoot = path.resolve(__dirname, '../../..');

function commonModule() {
  return {
    rules: [
      {
        test: /\.(t|j)sx?$/,
        exclude: /node_modules/,
        loader: 'builtin:swc-loader',
        options: {
          jsc: {
            parser: { syntax: 'typescript', tsx: true },
            transform: { react: { runtime: 'automatic' } },
          },
          env: { targets: 'defaults' },
        },
        type: 'javascript/auto',
      },
      { test: /\.css$/, type: 'css/auto' },
      { test: /\.(png|jpe?g|svg|webp|gif)$/, type: 'asset' },
      // Fonts are never inlined: the browser fetches only the subsets a page uses (unicode-range).
      { test: /\.woff2$/, type: 'asset/resource' },
    ],
  };
}

const commonResolve = { extensions: ['.tsx', '.ts', '.jsx', '.js'] };

/**
 * react-router's package exports only its development build (warnings and checks); a production
 * build takes the production one beside it.
 */
function productionAliases() {
  const dist = path.join(path.dirname(require.resolve('react-router', { paths: [__dirname] })), '..', 'production');
  return { 'react-router$': path.join(dist, 'index.mjs'), 'react-router/dom$': path.join(dist, 'dom-export.mjs') };
}

/** resolve for a build: production builds use production builds of their dependencies. */
const resolveFor = (production) => (production ? { ...commonResolve, alias: productionAliases() } : commonResolve);

/** Content-hashed file names: the release store serves them immutable. */
function hashedOutput({ path: outputPath, publicPath, uniqueName }) {
  return {
    path: outputPath,
    publicPath,
    uniqueName,
    filename: '[name].[contenthash:8].js',
    chunkFilename: '[name].[contenthash:8].js',
    cssFilename: '[name].[contenthash:8].css',
    cssChunkFilename: '[name].[contenthash:8].css',
    assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
    clean: true,
  };
}

/** The contract version a build is compiled against (promotion checks its major). */
/** The platform contract's version: its package version (read fresh, builds may run in one process). */
function platformVersion() {
  return JSON.parse(require('node:fs').readFileSync(path.join(__dirname, '../package.json'), 'utf8')).version;
}

module.exports = { commonModule, commonResolve, resolveFor, hashedOutput, platformVersion, repoRoot };
