module.exports = {
  displayName: 'wire',
  testEnvironment: 'node',
  transform: require('../../jest.swc.js'),
  testMatch: ['<rootDir>/src/**/*.test.ts'],
};
