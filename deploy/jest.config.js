// Deploy tests: Node environment (the web server, the release store).
module.exports = {
  displayName: 'deploy',
  testEnvironment: 'node',
  transform: require('../jest.swc.js'),
  testMatch: ['<rootDir>/src/**/*.test.ts'],
  // @fastify/static pulls in ESM-only packages; Jest on Node 20 needs them compiled to CommonJS.
  transformIgnorePatterns: ['/node_modules/(?!(content-disposition|cookie|set-cookie-parser)/)'],
};
