const base = require('../jest.dom.config.js')('shell');

module.exports = {
  ...base,
  testEnvironment: '<rootDir>/jest.environment.js',
  // A secure origin, as in production: the session cookie is `secure`.
  testEnvironmentOptions: { url: 'https://localhost/' },
  moduleNameMapper: {
    ...base.moduleNameMapper,
    // The MF runtime exists only inside an rspack build; tests script it (src/testing/).
    '^@module-federation/runtime$': '<rootDir>/src/testing/federationRuntimeMock.ts',
  },
};
