// Lint for the whole workspace. The boundary rules enforce shared/design/ARCHITECTURE.md:
// libraries never import apps, and the rule libraries (puzzle, game) stay free of any
// framework, DOM or Node API so they run unchanged in the browser, NestJS and tools
// (libs/lessons, the tutorial scripts, is held to the same).
import js from '@eslint/js';
import tseslint from 'typescript-eslint';

const nodeBuiltins = [
  'node:*',
  'fs',
  'path',
  'os',
  'crypto',
  'child_process',
  'http',
  'https',
  'net',
  'url',
  'util',
  'worker_threads',
];
const frameworks = [
  'react',
  'react-*',
  'react/*',
  '@reduxjs/*',
  'pixi.js',
  '@pixi/*',
  'gsap',
  '@nestjs/*',
  'typeorm',
  'pg',
  'i18next',
];
const appImports = ['@czeus/api', '@czeus/web', '@czeus/web-e2e', '**/apps/**'];

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      '**/coverage/**',
      '.nx/**',
      '.data/**',
      '**/test-results/**',
      '**/playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { ecmaVersion: 2023, sourceType: 'module' },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  {
    // Nest reads constructor parameter types at run time (decorator metadata): the type-import
    // rule must know, or it would turn injected classes into type-only imports and break DI.
    files: ['apps/api/**/*.ts'],
    languageOptions: { parserOptions: { emitDecoratorMetadata: true, experimentalDecorators: true } },
  },
  {
    files: ['libs/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: appImports, message: 'Libraries never import apps.' }] },
      ],
    },
  },
  {
    files: ['libs/puzzle/src/**/*.ts', 'libs/game/src/**/*.ts', 'libs/lessons/src/**/*.ts'],
    ignores: ['**/*.spec.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: appImports, message: 'Libraries never import apps.' },
            {
              group: [...nodeBuiltins, ...frameworks],
              message: 'The rule libraries stay pure: no Node API, DOM or framework.',
            },
          ],
        },
      ],
      'no-restricted-globals': [
        'error',
        ...[
          'window',
          'document',
          'navigator',
          'localStorage',
          'process',
          'Buffer',
          'require',
          'setTimeout',
          'setInterval',
        ].map((name) => ({ name, message: 'The rule libraries take time and I/O as arguments.' })),
      ],
      'no-restricted-properties': [
        'error',
        {
          object: 'Math',
          property: 'random',
          message: 'Use the seeded random source: randomness comes in as a seed.',
        },
        { object: 'Date', property: 'now', message: 'Time comes in as an argument (events carry it).' },
      ],
      'no-restricted-syntax': [
        'error',
        { selector: "NewExpression[callee.name='Date']", message: 'Time comes in as an argument.' },
      ],
    },
  },
  {
    // Every word a player reads comes from i18next (libs/i18n), in all eight languages.
    files: ['apps/web/src/**/*.tsx'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'JSXText[value=/[A-Za-z\\u00C0-\\uFFFF]{2,}/]',
          message: 'User-visible text comes from i18next (t(...)), not from the markup.',
        },
        {
          selector:
            'JSXAttribute[name.name=/^(aria-label|title|placeholder|alt|aria-description)$/] > Literal[value=/[A-Za-z]{2,}/]',
          message: 'Accessible names and hints come from i18next (t(...)).',
        },
      ],
    },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: {
      sourceType: 'commonjs',
      globals: { module: 'writable', require: 'readonly', __dirname: 'readonly' },
    },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['**/*.mjs', 'tools/**/*.js', '*.js'],
    languageOptions: {
      globals: {
        process: 'readonly',
        console: 'readonly',
        URL: 'readonly',
        setTimeout: 'readonly',
        performance: 'readonly',
      },
    },
  },
);
