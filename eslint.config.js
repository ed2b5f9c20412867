// Lint rules, including the import boundaries of docs/architecture.md: they are enforced here, not hoped for.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const serverOnly = ['@muse/db', '@muse/jobs', '@muse/providers', '@muse/server'];
// Packages are imported only through their index.ts.
const deepImports = { group: ['@muse/*/*'], message: 'Import a package only through its index.ts.' };

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'data/**', 'coverage/**', 'e2e/artifacts/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-imports': ['error', { patterns: [deepImports] }],
    },
  },
  {
    files: ['packages/domain/**', 'packages/contracts/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['@muse/*'], message: 'domain and contracts depend on nothing of ours.' }] },
      ],
    },
  },
  {
    files: ['packages/providers/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            deepImports,
            {
              group: ['@muse/db', '@muse/jobs', '@muse/server'],
              message: 'providers → contracts and domain only.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/server/src/modules/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            deepImports,
            {
              group: ['../*/*.repository', '../*/*.repository.ts'],
              message: 'Call another module through its service, never its repository.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/**'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': [
        'error',
        {
          paths: serverOnly.map((name) => ({ name, message: 'The web app must not import server code.' })),
          patterns: [deepImports],
        },
      ],
    },
  },
);
