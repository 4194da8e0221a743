// Writes dist/build-info.json: what a build is (remote or shell, package version, contract
// version, visible label) so that publish can record it without rebuilding anything.
const path = require('node:path');
const { platformVersion } = require('./common');

/**
 * The MF runtime a build was made with. A remote takes the runtime from the shell (ADR 0015), so
 * promotion refuses a remote and a shell built with different ones.
 */
function federationRuntimeVersion() {
  const entry = require.resolve('@module-federation/runtime-core', { paths: [__dirname] });
  let dir = path.dirname(entry);
  while (!require('node:fs').existsSync(path.join(dir, 'package.json'))) dir = path.dirname(dir);
  return JSON.parse(require('node:fs').readFileSync(path.join(dir, 'package.json'), 'utf8')).version;
}

class BuildInfoPlugin {
  constructor(info) {
    this.info = info;
  }

  apply(compiler) {
    const { RawSource } = compiler.webpack.sources;
    compiler.hooks.thisCompilation.tap('BuildInfoPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'BuildInfoPlugin', stage: 0 }, () => {
        const info = {
          ...this.info,
          platformVersion: platformVersion(),
          federationRuntime: federationRuntimeVersion(),
          buildLabel: process.env.BUILD_LABEL ?? '',
          inputHash: process.env.BUILD_INPUT_HASH ?? null,
        };
        compilation.emitAsset('build-info.json', new RawSource(`${JSON.stringify(info, null, 2)}\n`));
      });
    });
  }
}

module.exports = { BuildInfoPlugin };
