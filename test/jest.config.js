// Repository-level checks: the lint configuration itself.
module.exports = {
  displayName: 'repo',
  testEnvironment: 'node',
  transform: require('../jest.swc.js'),
  testMatch: ['<rootDir>/**/*.test.ts'],
};
