// Writes dist/build-info.json: what a build is (remote or shell, package version, contract
// version, visible label) so that publish can record it without rebuilding anything.
const { platformVersion } = require('./common');

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
          buildLabel: process.env.BUILD_LABEL ?? '',
          inputHash: process.env.BUILD_INPUT_HASH ?? null,
        };
        compilation.emitAsset('build-info.json', new RawSource(`${JSON.stringify(info, null, 2)}\n`));
      });
    });
  }
}

module.exports = { BuildInfoPlugin };
