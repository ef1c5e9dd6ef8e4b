// @ts-check
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const features = readdirSync('src/web/features', { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/**
 * Import boundaries (docs/decisions/0002-layout-and-boundaries.md):
 * domain imports nothing of ours but itself; web never imports server; server never imports
 * web; a web feature never imports another feature (the app layer composes them).
 */
const boundaryZones = [
  { target: './src/domain', from: './src/server', message: 'domain must not import server code' },
  { target: './src/domain', from: './src/web', message: 'domain must not import web code' },
  { target: './src/web', from: './src/server', message: 'web must never import server code' },
  { target: './src/server', from: './src/web', message: 'server must not import web code' },
  ...features.map((feature) => ({
    target: `./src/web/features/${feature}`,
    from: './src/web/features',
    except: [`./${feature}`],
    message: 'a feature must not import another feature; compose them in src/web/app',
  })),
  ...['components', 'lib', 'session'].map((shared) => ({
    target: `./src/web/${shared}`,
    from: ['./src/web/features', './src/web/app'],
    message: 'shared web code must not import features or the app layer',
  })),
];

export default tseslint.config(
  {
    ignores: ['node_modules', 'dist', 'data', '.test-data', '.e2e-data', 'test-results', 'playwright-report'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { 'import-x': importX },
    settings: { 'import-x/resolver-next': [importX.createNodeResolver({ extensions: ['.ts', '.tsx', '.js'] })] },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: boundaryZones }],
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': ['error', { allow: ['warn', 'error', 'log'] }],
    },
  },
  {
    files: ['src/domain/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(?!zod$|\\.\\.?/|#domain/)',
              message: 'domain holds pure rules: it may import only zod and other domain modules',
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
);
