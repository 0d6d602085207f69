module.exports = {
  ...require('../jest.preset.cjs'),
  displayName: require('./package.json').name,
  testTimeout: 30_000,
};
