// Lint rules, including the import boundaries of docs/architecture.md: they are enforced here, not hoped for.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const serverOnly = [
  '@muse/db',
  '@muse/jobs',
  '@muse/image-edit',
  '@muse/math',
  '@muse/providers',
  '@muse/server',
];
// Packages are imported only through their index.ts, or an entry their package.json exports on purpose: the
// live music thread's light entry (@muse/providers/live-music), which spares it loading every engine.
const deepImports = {
  group: ['@muse/*/*', '!@muse/providers/live-music'],
  message: 'Import a package only through its index.ts.',
};
// …and their other entries are server code too.
const serverEntries = {
  group: serverOnly.map((name) => `${name}/*`),
  message: 'The web app must not import server code.',
};
const serverOnlyPaths = serverOnly.map((name) => ({
  name,
  message: 'The web app must not import server code.',
}));
// The router library is known to shared/routing alone (its names follow react-router's).
const webPaths = [
  ...serverOnlyPaths,
  ...['wouter', 'wouter/use-browser-location', 'react-router'].map((name) => ({
    name,
    message: 'Import routing from shared/routing.',
  })),
];

// A server module or a web feature is a folder whose index.ts is its public surface. Relative paths say
// where a file sits, so the rule is written once per depth: from a file `depth` folders below the module's
// own folder, `../` × depth leaves the module, and anything after the next folder name is its internals
// (`../images` is fine, `../images/images.presenter` is not). Deeper files keep the other boundaries only.
const DEPTHS = [1, 2, 3];
const intoAnother = (depth, message) => ({ regex: `^(\\.\\./){${depth}}[^./][^/]*/`, message });
/** One config object per depth of `root/<folder>/…`, each with the rule's whole pattern list. */
const perDepth = (root, { suffix = '*', patterns, paths = [] }) =>
  DEPTHS.map((depth) => ({
    files: [`${root}/*/${'*/'.repeat(depth - 1)}${suffix}`],
    rules: { 'no-restricted-imports': ['error', { paths, patterns: patterns(depth) }] },
  }));

// Server modules: container.ts imports every module to wire them together, so a module importing it makes an
// import circle that hides what it uses; routes take the services they use as a deps object (see app.ts).
const noContainer = {
  regex: '(^|/)container(\\.ts)?$',
  message:
    'A module gets what it uses passed in (wired in platform/http/app.ts or container.ts); never AppContext.',
};
const moduleIndex =
  'Import another module only through its index.ts (`../images`, not `../images/images.service`), and call its service, never its repository.';
// Test files may import another module's *.fixtures (test data builders): they are test-only code, and
// exporting them from index.ts would put them on the module's public surface and into production imports.
const moduleIndexButFixtures = (depth) => ({
  regex: `^(\\.\\./){${depth}}[^./][^/]*/(?![^/]*\\.fixtures(\\.ts)?$)`,
  message: moduleIndex,
});

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
    files: ['packages/image-edit/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            deepImports,
            {
              group: ['@muse/db', '@muse/jobs', '@muse/server', '@muse/providers', '@muse/math'],
              message: 'image-edit → contracts only.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['packages/math/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            deepImports,
            {
              group: ['@muse/db', '@muse/jobs', '@muse/server', '@muse/providers'],
              message: 'math → contracts only.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/server/src/modules/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [deepImports, noContainer] }] },
  },
  ...perDepth('apps/server/src/modules', {
    patterns: (depth) => [deepImports, noContainer, intoAnother(depth, moduleIndex)],
  }),
  ...perDepth('apps/server/src/modules', {
    suffix: '*.test.ts',
    patterns: (depth) => [deepImports, noContainer, moduleIndexButFixtures(depth)],
  }),
  {
    files: ['apps/web/**'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': ['error', { paths: webPaths, patterns: [deepImports, serverEntries] }],
    },
  },
  {
    files: ['apps/web/src/shared/routing/**'],
    rules: {
      'no-restricted-imports': ['error', { paths: serverOnlyPaths, patterns: [deepImports, serverEntries] }],
    },
  },
  // A web feature uses another feature only through its index.ts (the router alone loads pages.ts, lazily).
  ...perDepth('apps/web/src/features', {
    paths: webPaths,
    patterns: (depth) => [
      deepImports,
      intoAnother(
        depth,
        'Import another feature only through its index.ts (`../music`, not `../music/music.api`).',
      ),
    ],
  }),
);
