// The API tests start the built server as a child process and talk real HTTP to it,
// so NestJS (ESM-only since v12) never has to load inside Jest's CommonJS sandbox.
module.exports = {
  ...require('../../jest.preset.cjs'),
  displayName: require('./package.json').name,
  testTimeout: 60_000,
  maxWorkers: 1,
};
