module.exports = {
  displayName: 'rules',
  testEnvironment: 'node',
  transform: require('../../jest.swc.js'),
  testMatch: ['<rootDir>/src/**/*.test.ts'],
};
