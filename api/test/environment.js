// PGlite loads Node built-ins with dynamic import(), which Jest's module sandbox only allows
// under --experimental-vm-modules. Loading PGlite in the outer Node realm sidesteps that;
// jest.config.js maps the package to test/pglite-outer-realm.js, which hands this module over.
const { TestEnvironment } = require('jest-environment-node');

class ApiTestEnvironment extends TestEnvironment {
  async setup() {
    await super.setup();
    this.global.__outerRealmPglite = require('@electric-sql/pglite');
  }
}

module.exports = ApiTestEnvironment;
