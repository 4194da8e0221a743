// `npm test` runs every workspace's Jest project.
module.exports = {
  projects: [
    '<rootDir>/shared/rules',
    '<rootDir>/shared/wire',
    '<rootDir>/shared/api-client',
    '<rootDir>/shared/ui',
    '<rootDir>/shared/platform',
    '<rootDir>/api',
    '<rootDir>/deploy',
    '<rootDir>/shell',
    '<rootDir>/remotes/bills',
    '<rootDir>/remotes/wallet',
    '<rootDir>/remotes/shop',
    '<rootDir>/remotes/history',
    '<rootDir>/remotes/admin',
    '<rootDir>/remotes/account',
    '<rootDir>/test',
  ],
  passWithNoTests: true,
  // A global option: the API project's own testTimeout is ignored when Jest runs from the root.
  testTimeout: 60_000,
};
