import js from '@eslint/js';
import tseslint from 'typescript-eslint';

/** Imports flow one way: core <- ui <- features <- elements <- demo; server -> core/contract only (DESIGN.md). */
const restrict = (patterns, message) => ({
  'no-restricted-imports': ['error', { patterns: patterns.map((group) => ({ group: [group], message })) }],
});

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
    files: ['src/core/**'],
    rules: restrict(['**/ui/**', '**/features/**', '**/elements/**', '**/server/**', 'react', 'react-dom', '@douyinfe/*'], 'src/core is framework-free and imports nothing above it.'),
  },
  {
    files: ['src/ui/**'],
    rules: restrict(['**/features/**', '**/elements/**', '**/server/**'], 'src/ui sits below features and elements.'),
  },
  {
    files: ['src/features/**'],
    rules: restrict(['**/elements/**', '**/server/**'], 'features never import elements or the server.'),
  },
  {
    files: ['server/**'],
    rules: restrict(['**/src/core/http/**', '**/src/core/session/**', '**/src/ui/**', '**/src/features/**', '**/elements/**', 'react', 'react-dom'], 'the server imports only src/core/contract (and framework-free rules).'),
  },
  {
    files: ['scripts/**', 'bench/**', '*.config.*', '.ci/**'],
    languageOptions: { globals: { process: 'readonly', console: 'readonly' } },
  },
);
