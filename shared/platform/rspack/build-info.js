// Writes dist/build-info.json: what a build is (remote or shell, package version, contract
// version, visible label) so that publish can record it without rebuilding anything.
const { existsSync, readFileSync } = require('node:fs');
const path = require('node:path');
const { platformVersion } = require('./common');

const FEDERATION_RUNTIME = '@module-federation/runtime-core';

/**
 * The MF runtime a build was made with. A remote takes the runtime from the shell (ADR 0015), so
 * promotion refuses a remote and a shell built with different ones. The package does not export
 * its package.json: walk up from its entry to the one that names it.
 */
function federationRuntimeVersion() {
  let dir = path.dirname(require.resolve(FEDERATION_RUNTIME, { paths: [__dirname] }));
  for (; dir !== path.dirname(dir); dir = path.dirname(dir)) {
    const file = path.join(dir, 'package.json');
    const pkg = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null;
    if (pkg?.name === FEDERATION_RUNTIME) return pkg.version;
  }
  throw new Error(`no package.json for ${FEDERATION_RUNTIME}`);
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

module.exports = { BuildInfoPlugin, federationRuntimeVersion };
