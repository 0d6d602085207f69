module.exports = {
  ...require('../../jest.preset.cjs'),
  displayName: require('./package.json').name,
  // Every branch of the scoring rules is exercised: they decide players' gems.
  collectCoverageFrom: ['src/scoring.ts', 'src/prizes.ts'],
  coverageThreshold: {
    'src/scoring.ts': { branches: 100, lines: 100 },
    'src/prizes.ts': { branches: 100, lines: 100 },
  },
};
