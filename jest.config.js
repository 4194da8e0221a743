// `npm test` runs every workspace's Jest project.
module.exports = {
  projects: [
    '<rootDir>/shared/rules',
    '<rootDir>/api',
  ],
};
