// API tests: real database (PGlite snapshot, or PostgreSQL when TEST_DATABASE_URL is set), real HTTP to the sandbox.
module.exports = {
  displayName: 'api',
  testEnvironment: '<rootDir>/test/environment.js',
  moduleNameMapper: { '^@electric-sql/pglite$': '<rootDir>/test/pglite-outer-realm.js' },
  transform: require('../jest.swc.js'),
  testMatch: ['<rootDir>/src/**/*.test.ts', '<rootDir>/sandbox/**/*.test.ts', '<rootDir>/test/**/*.test.ts'],
  globalSetup: '<rootDir>/test/global-setup.ts',
  globalTeardown: '<rootDir>/test/global-teardown.ts',
  // @fastify/static and light-my-request pull in ESM-only packages; Jest on Node 20 needs it compiled to CommonJS.
  transformIgnorePatterns: ['/node_modules/(?!(content-disposition|cookie|set-cookie-parser)/)'],
  testTimeout: 60_000,
};
