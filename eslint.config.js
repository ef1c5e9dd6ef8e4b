// @ts-check
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { functionLinesPlugin } from './eslint/function-lines.js';
import { importBoundaries } from './eslint/import-boundaries.js';

const features = readdirSync('src/web/features', { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/**
 * Import boundaries (docs/decisions/002 and 023), checked on the import text of `import`,
 * `export … from` and `import()` alike: domain imports only zod and itself; web never imports
 * server and server never imports web; a web feature never imports another feature (src/web/app
 * composes them); shared web code (components, lib, session, records, live) imports no feature or app
 * code; a server module is reached only through its index.ts, and only app.ts maps errors to HTTP.
 */
const noServer = { regex: '(^|/)server(/|$)', message: 'web must never import server code' };
const noWeb = { regex: '(^|/)web(/|$)', message: 'server must not import web code' };
const noAppOrFeatures = {
  regex: '(^|/)(features|app)/',
  message: 'shared web code and features must not import the app layer or reach into features/',
};
/** @param {...{ regex: string; message: string }} patterns */
const restrict = (...patterns) => /** @type {const} */ (['error', { patterns }]);
const rule = 'boundaries/imports';

const boundaryConfigs = [
  {
    files: ['src/domain/**'],
    rules: {
      [rule]: restrict(
        {
          regex: '^(?!zod$|vitest$|fast-check$|\\./|#domain/)',
          message:
            'domain holds pure rules: it may import only zod, other domain modules and (in tests) vitest and fast-check',
        },
        { regex: '\\.\\./', message: 'domain must not reach outside src/domain' },
      ),
    },
  },
  {
    files: ['src/server/**'],
    rules: { [rule]: ['error', { patterns: [noWeb], serverModules: true }] },
  },
  { files: ['src/web/**'], rules: { [rule]: restrict(noServer) } },
  {
    files: [
      'src/web/components/**',
      'src/web/lib/**',
      'src/web/session/**',
      'src/web/records/**',
      'src/web/live/**',
    ],
    rules: { [rule]: restrict(noServer, noAppOrFeatures) },
  },
  ...features.map((feature) => {
    const others = features.filter((other) => other !== feature);
    const noOtherFeature = {
      regex: `^(\\.\\./)+(${others.join('|')})/`,
      message: 'a feature must not import another feature; compose them in src/web/app',
    };
    return {
      files: [`src/web/features/${feature}/**`],
      rules: {
        [rule]: restrict(noServer, noAppOrFeatures, ...(others.length ? [noOtherFeature] : [])),
      },
    };
  }),
];

export default tseslint.config(
  {
    ignores: [
      'node_modules',
      'dist',
      'data',
      '.test-data',
      '.e2e-data',
      '.e2e-data-2',
      'test-results',
      'playwright-report',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { boundaries: importBoundaries },
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
    },
  },
  ...boundaryConfigs,
  {
    files: ['src/server/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'drizzle-orm',
              importNames: ['inArray'],
              message:
                'one parameter per value breaks on long lists (a large payer file); use anyOf from src/server/db/any-of.ts',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/web/**'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    // A function reads as named steps (decision 081). Factories return small functions, each
    // measured on its own; a module's route table and a test stand-in's server are factories too.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/**/*.test.{ts,tsx}'],
    plugins: { size: functionLinesPlugin },
    rules: {
      'size/function-lines': [
        'error',
        { max: 80, exempt: ['^create[A-Z]', '^buildApp$', 'Routes$', '^start\\w*Server$'] },
      ],
    },
  },
);
