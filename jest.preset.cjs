// One Jest set-up for every project: SWC turns TypeScript (with decorators) into
// CommonJS for the test run, and ".js" suffixes of ESM imports map back to the
// TypeScript sources.
const path = require('node:path');

const root = __dirname;

module.exports = {
  testEnvironment: 'node',
  testMatch: ['<rootDir>/src/**/*.spec.ts', '<rootDir>/src/**/*.spec.tsx', '<rootDir>/test/**/*.spec.ts'],
  transform: {
    '^.+\\.(t|j)sx?$': [
      '@swc/jest',
      {
        jsc: {
          parser: { syntax: 'typescript', tsx: true, decorators: true },
          transform: { legacyDecorator: true, decoratorMetadata: true, react: { runtime: 'automatic' } },
          target: 'es2022',
        },
        module: { type: 'commonjs' },
      },
    ],
  },
  moduleNameMapper: {
    '^(\\.{1,2}/.*)\\.js$': '$1',
    '^@czeus/(puzzle|game|contract|i18n|lessons)$': path.join(root, 'libs/$1/src/index.ts'),
    '^@czeus/game/testing$': path.join(root, 'libs/game/src/testing.ts'),
    // The built-in puzzle sets, one module each (the web's practice screens import them lazily).
    '^@czeus/puzzle/builtin/(.*)$': path.join(root, 'libs/puzzle/src/builtin/$1.ts'),
  },
  moduleFileExtensions: ['ts', 'tsx', 'js', 'mjs', 'cjs', 'json'],
};
