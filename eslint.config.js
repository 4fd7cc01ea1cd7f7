import js from '@eslint/js';
import tseslint from 'typescript-eslint';

import { layers } from './eslint-layers.js';

export default tseslint.config(
  { ignores: ['dist/', 'coverage/', 'node_modules/', '.data/', '.test-results/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { window: 'readonly', document: 'readonly', console: 'readonly', process: 'readonly' } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['src/**', 'elements/**', 'server/**'],
    plugins: { backroom: { rules: { layers } } },
    rules: { 'backroom/layers': 'error' },
  },
  {
    files: ['scripts/**', 'bench/**', '*.config.*', '.ci/**'],
    languageOptions: { globals: { process: 'readonly', console: 'readonly' } },
  },
);
