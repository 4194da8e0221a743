// Base Jest config for browser-side workspaces; each workspace spreads it and adds its own bits.
module.exports = (name) => ({
  displayName: name,
  testEnvironment: 'jsdom',
  transform: require('./jest.swc.js'),
  setupFilesAfterEnv: [require.resolve('./jest.dom.setup.js')],
  testMatch: ['<rootDir>/src/**/*.test.{ts,tsx}'],
  moduleNameMapper: { '\\.(css|svg|png|jpg)$': require.resolve('./jest.file-stub.js') },
});
