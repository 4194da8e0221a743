// Deploy tests: Node environment (the web server, the release CLI), on PGlite or, with
// TEST_DATABASE_URL, on PostgreSQL (the release tables are the API's: api/test's PGlite set-up).
module.exports = {
  displayName: 'deploy',
  testEnvironment: '<rootDir>/../api/test/environment.js',
  moduleNameMapper: { '^@electric-sql/pglite$': '<rootDir>/../api/test/pglite-outer-realm.js' },
  transform: require('../jest.swc.js'),
  testMatch: ['<rootDir>/src/**/*.test.ts', '<rootDir>/test/**/*.test.ts'],
  // @fastify/static pulls in ESM-only packages; Jest on Node 20 needs them compiled to CommonJS.
  transformIgnorePatterns: ['/node_modules/(?!(content-disposition|cookie|set-cookie-parser)/)'],
  testTimeout: 60_000,
};
