module.exports = {
  ...require('../../jest.preset.cjs'),
  displayName: require('./package.json').name,
  // Issue 6: every branch of the scoring rules is exercised.
  collectCoverageFrom: ['src/scoring.ts', 'src/prizes.ts'],
  coverageThreshold: {
    'src/scoring.ts': { branches: 100, lines: 100 },
    'src/prizes.ts': { branches: 100, lines: 100 },
  },
};
