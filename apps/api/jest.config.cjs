// The API tests start the built server as a child process and talk real HTTP to it,
// so NestJS (ESM-only since v12) never has to load inside Jest's CommonJS sandbox.
module.exports = {
  ...require('../../jest.preset.cjs'),
  displayName: require('./package.json').name,
  // Some tests start a server twice (a restart on the same data), and a first start builds the
  // embedded database: 8 s on a quiet machine, 30 s and more on a loaded CI host.
  testTimeout: 120_000,
  // Each suite runs its own server on its own database, so two run side by side (2 cores in CI).
  maxWorkers: 2,
  // One initdb for the run, copied for each suite's PGlite (test/pglite-template.mjs).
  globalSetup: '<rootDir>/test/global-setup.ts',
};
