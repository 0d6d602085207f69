// Lint for the whole workspace. The boundary rules enforce shared/design/ARCHITECTURE.md:
// libraries never import apps, and the rule libraries (puzzle, game) stay free of any
// framework, DOM or Node API so they run unchanged in the browser, NestJS and tools
// (libs/lessons, the tutorial scripts, is held to the same). These rules and why:
// docs/decisions/0002-boundaries-and-web-tiers.md; tools/test/eslint-boundaries.spec.ts breaks
// each one on purpose.
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import nx from '@nx/eslint-plugin';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
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

/**
 * Which project may import which, by the tags in each package.json (`nx.tags`). Apps and tests
 * take libraries only; libraries take libraries only; web and api never reach each other; the
 * engine (puzzle < game < lessons; Nx also refuses a circle between projects) takes nothing but
 * itself; the contract and the texts take nothing. Specs of the engine and the texts may check
 * one against the other (every message key of the engine has its text in all languages).
 */
const projectRules = (forSpecs) => [
  { sourceTag: 'type:app', onlyDependOnLibsWithTags: ['type:lib'] },
  { sourceTag: 'type:e2e', onlyDependOnLibsWithTags: ['type:lib'] },
  { sourceTag: 'type:tool', onlyDependOnLibsWithTags: ['type:lib'] },
  { sourceTag: 'type:lib', onlyDependOnLibsWithTags: ['type:lib'] },
  { sourceTag: 'scope:web', onlyDependOnLibsWithTags: ['scope:web', 'scope:shared'] },
  { sourceTag: 'scope:api', onlyDependOnLibsWithTags: ['scope:api', 'scope:shared'] },
  { sourceTag: 'scope:tools', onlyDependOnLibsWithTags: ['scope:shared'] },
  { sourceTag: 'scope:shared', onlyDependOnLibsWithTags: ['scope:shared'] },
  {
    sourceTag: 'layer:engine',
    onlyDependOnLibsWithTags: forSpecs ? ['layer:engine', 'layer:text'] : ['layer:engine'],
  },
  { sourceTag: 'layer:contract', onlyDependOnLibsWithTags: [] },
  { sourceTag: 'layer:text', onlyDependOnLibsWithTags: forSpecs ? ['layer:engine'] : [] },
];
const projectBoundaries = (forSpecs) => [
  'error',
  {
    // The web's sounds and music are the files of assets/ (outside every project), by URL.
    allow: ['../../../../../assets/**'],
    enforceBuildableLibDependency: false,
    depConstraints: projectRules(forSpecs),
  },
];

/**
 * apps/web's layers, lowest first, as the code uses them: a file may import its own folder and
 * any lower tier, never its tier's other folders nor a higher tier (import-x/no-restricted-paths
 * below). The store combines the settings slice, so settings lie below it; the play slice and its projections (play/*.ts:
 * board-view, geometry, hint-marks…) sit under the stage, the listeners and the sounds, which
 * the play screen's components (play/*.tsx and play-start.ts, which starts the listeners and
 * sounds for a screen) compose; the screens come above, the routes and the modal host on top,
 * and App.tsx / main.tsx above all. Paths are relative to apps/web/src.
 */
const webTiers = [
  ['settings/**', 'session/**', 'lands/**', 'offline/**', '{i18n,when-idle,first-screen-handover}.ts'],
  ['store/**'],
  ['results/**', 'analytics/**', 'theme/**', 'frame/**'],
  ['play/!(play-start).ts'],
  ['play/stage/**', 'play/listeners/**', 'play/sound/**'],
  ['play/{*.tsx,play-start.ts}'],
  ['videos/**'],
  ['home/**', 'contact/**', 'rewards/**', 'stats/**', 'daily/**', 'marathon/**'],
  ['screens/**', 'intro/**'],
  ['accounts/**', 'tutorial/**'],
  ['practice/**'],
  // The stage's routes by path (read by the app's start, its frame, its routes and the side menu).
  ['routes/stage-paths.@(ts)'],
  ['modals/**', 'routes/!(stage-paths.ts)'],
  ['{App,main}.tsx'],
];
const webZones = webTiers
  .flatMap((tier, level) =>
    tier.map((unit) => ({
      target: unit,
      from: webTiers
        .slice(level)
        .flat()
        .filter((other) => other !== unit),
      message: `apps/web's layers (eslint.config.js, webTiers): ${unit} imports only its own folder and lower tiers.`,
    })),
  )
  .filter((zone) => zone.from.length > 0);
// A new folder of apps/web/src must take its place in a tier (testing/ is for specs only).
for (const folder of readdirSync(`${import.meta.dirname}/apps/web/src`, { withFileTypes: true })) {
  if (!folder.isDirectory() || folder.name === 'testing') continue;
  if (!webTiers.flat().some((unit) => unit.startsWith(`${folder.name}/`)))
    throw new Error(`eslint.config.js: place apps/web/src/${folder.name} in a tier of webTiers.`);
}

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/dist-probes/**',
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
    // TypeScript sources, which the projects are built from. The scripts in tools/ (.mjs) run
    // the built libraries by path (libs/*/dist), under plain Node, and are not checked here.
    files: ['**/*.{ts,tsx}'],
    plugins: { '@nx': nx },
    rules: { '@nx/enforce-module-boundaries': projectBoundaries(false) },
  },
  {
    files: ['libs/{puzzle,game,lessons,i18n}/**/*.spec.ts'],
    rules: { '@nx/enforce-module-boundaries': projectBoundaries(true) },
  },
  {
    // Nx finds a library by its package name, but not an app (an app has no entry point to
    // resolve), so an app named in an import is refused here; by a relative path, Nx refuses it.
    files: ['apps/**/*.{ts,tsx}', 'tools/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@czeus/api', '@czeus/web', '@czeus/web-e2e', '@czeus/tools'].flatMap((app) => [
                app,
                `${app}/*`,
              ]),
              message: 'Apps, their browser tests and tools import libraries only, never an app.',
            },
          ],
        },
      ],
    },
  },
  {
    // No import circle anywhere: a circle makes load order matter and hides which module is
    // the lower one. Packages are followed by Nx's rule above (it refuses a circle between
    // projects), so this rule stays inside each project.
    files: ['**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/resolver-next': [
        createNodeResolver({
          extensions: ['.ts', '.tsx', '.js', '.mjs'],
          extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
        }),
      ],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: ['**/*.spec.{ts,tsx}'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: `${import.meta.dirname}/apps/web/src`,
          zones: [
            ...webZones,
            {
              target: 'store/**',
              from: '**/*.tsx',
              message: 'The store never imports components: they read it, it does not know them.',
            },
            {
              target: 'screens/**',
              from: 'routes/**',
              message: 'Screens never import routes: the routes choose screens and hand them what they need.',
            },
            {
              target: '**',
              from: 'testing/**',
              message: 'Test helpers (testing/) are for specs only.',
            },
          ],
        },
      ],
    },
  },
  {
    // The stage draws plain views (play/board-view): it may name the engine's types, never call
    // it. What the engine computes for the picture is computed where the store or the play
    // screen does it (board-view, play/geometry) and handed over.
    files: ['apps/web/src/play/stage/**/*.{ts,tsx}'],
    ignores: ['**/*.spec.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@czeus/puzzle', '@czeus/puzzle/*', '@czeus/game', '@czeus/game/*'],
              allowTypeImports: true,
              message:
                'The stage takes engine types only (`import type`); compute with the engine outside it.',
            },
          ],
        },
      ],
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
