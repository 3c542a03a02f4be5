// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import prettier from 'eslint-config-prettier';
import globals from 'globals';
import path from 'node:path';

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

const FEATURE_FILE = /[\\/]src[\\/]web[\\/]features[\\/]([^\\/]+)[\\/](.*)$/;

/**
 * Features do not reach into each other (STYLE.md, after Bulletproof React):
 * a file of src/web/features/<a>/ may import another feature only from its
 * public api/ folder. Shared pieces belong in src/web/ui or src/web/lib.
 * The import is resolved against the importing file, so any folder depth and
 * any spelling of the relative path is judged the same.
 */
const featureBoundaries = {
  meta: {
    type: 'problem',
    messages: {
      private:
        "'{{source}}' is inside feature '{{target}}'. Import another feature only from its api/ folder; move shared code to src/web/ui or src/web/lib.",
    },
  },
  create(context) {
    const own = FEATURE_FILE.exec(context.filename);
    if (!own) return {};
    const check = (node) => {
      const source = node.source?.type === 'Literal' ? node.source.value : null;
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const target = FEATURE_FILE.exec(path.resolve(path.dirname(context.filename), source));
      if (!target || target[1] === own[1] || /^api([\\/]|$)/.test(target[2])) return;
      context.report({
        node: node.source,
        messageId: 'private',
        data: { source, target: target[1] },
      });
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};

export default tseslint.config(
  {
    ignores: [
      'dist',
      'builds',
      'dist-server',
      'builds-server',
      'data',
      'node_modules',
      'test-results',
      'playwright-report',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['src/web/**/*.{ts,tsx}'],
    plugins: {
      'react-hooks': reactHooks,
      local: { rules: { 'feature-boundaries': featureBoundaries } },
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'local/feature-boundaries': 'error',
      ...forbid(
        'web must not import server code; share it through src/shared or src/domain.',
        'server',
      ),
    },
  },
  {
    // Screens and API files call endpoints through the shared contract (callApi), never by URL.
    // The live stream's EventSource is the one exception: it is not a fetch.
    files: ['src/web/**/*.{ts,tsx}'],
    ignores: ['src/web/**/*.test.{ts,tsx}', 'src/web/live/live-connection.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...['Literal[value=/^\\x2Fapi\\x2F/]', 'TemplateElement[value.raw=/^\\x2Fapi\\x2F/]'].map(
          (selector) => ({
            selector,
            message:
              'Call the endpoint with callApi(endpoint, ...) or apiUrl(...) from the shared contract (src/shared/contract) instead of writing an /api URL.',
          }),
        ),
      ],
    },
  },
  {
    files: ['src/domain/**/*.ts'],
    rules: forbid(
      'domain is pure: it imports nothing of ours outside src/domain.',
      'shared',
      'server',
      'web',
      'cli',
    ),
  },
  {
    files: ['src/shared/**/*.ts'],
    rules: forbid('shared may import only domain.', 'server', 'web', 'cli'),
  },
  {
    files: ['src/server/**/*.ts'],
    rules: forbid(
      'server must not import web code; share it through src/shared or src/domain.',
      'web',
    ),
  },
  {
    // Refusals come only from the named factories built on the closed list of codes (docs/decisions/014).
    files: ['src/server/**/*.ts'],
    ignores: ['src/server/errors.ts', 'src/server/**/*.test.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "NewExpression[callee.name='AppError']",
          message: 'Raise refusals through a factory of `errors` in src/server/errors.ts.',
        },
      ],
    },
  },
  prettier,
);
