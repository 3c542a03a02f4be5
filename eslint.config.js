// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import prettier from 'eslint-config-prettier';
import globals from 'globals';

/**
 * Import direction (DESIGN.md section 2): domain imports nothing of ours;
 * shared imports only domain; server and web never import each other.
 * Relative imports are resolved by pattern on the folder names they climb into.
 */
const forbid = (message, ...folders) => ({
  'no-restricted-imports': [
    'error',
    {
      patterns: folders.map((folder) => ({
        group: [`**/${folder}`, `**/${folder}/**`],
        message,
      })),
    },
  ],
});

export default tseslint.config(
  { ignores: ['dist', 'data', 'node_modules', 'test-results', 'playwright-report'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['src/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...forbid('web must not import server code; share it through src/shared or src/domain.', 'server'),
    },
  },
  {
    files: ['src/domain/**/*.ts'],
    rules: forbid('domain is pure: it imports nothing of ours outside src/domain.', 'shared', 'server', 'web', 'cli'),
  },
  {
    files: ['src/shared/**/*.ts'],
    rules: forbid('shared may import only domain.', 'server', 'web', 'cli'),
  },
  {
    files: ['src/server/**/*.ts'],
    rules: forbid('server must not import web code; share it through src/shared or src/domain.', 'web'),
  },
  prettier,
);
