// @ts-check
// The type-aware linter (issue 36): what strict tsc does not catch (a floating promise, an unused import, `==`,
// a catch that swallows a suite error without saying why), and the architecture's arrows (docs/architecture.md) as
// import rules, so a wrong arrow fails before review. `npm run lint` also prints the disable comments and their
// reasons.
import eslint from '@eslint/js';
import comments from '@eslint-community/eslint-plugin-eslint-comments/configs';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** A relative import that reaches one of these top folders (or root files) of the project. */
const reaching = (...parts) => `^(\\.\\./)+(${parts.join('|')})(/|\\.|$)`;
const everyPart = [
  'rules',
  'kit',
  'mock',
  'suites',
  'reporters',
  'cli',
  'partner',
  'tests',
  'certification',
  'bench',
  'profiles',
  'library',
  'playwright',
];
const others = (...allowed) => everyPart.filter((part) => !allowed.includes(part));

const fromCli = {
  regex: reaching('cli'),
  message:
    'cli/ is the top: it imports everything and nothing imports it (docs/architecture.md); ' +
    'move what both need below it (e.g. reporters/exit-codes.ts).',
};
/** One rule entry per folder: a later config object would replace, not add to, an earlier one's patterns. */
const imports = (...patterns) => ({ 'no-restricted-imports': ['error', { patterns: [...patterns, fromCli] }] });

export default tseslint.config(
  {
    ignores: ['dist/', 'reports/', 'reports-*/', 'test-results/', 'blob-report/', 'node_modules/', '**/__snapshots__/'],
  },
  eslint.configs.recommended,
  tseslint.configs.recommendedTypeChecked,
  comments.recommended,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
      // `const { dropped: _dropped, ...kept } = row` is how a field is left out of a copy.
      '@typescript-eslint/no-unused-vars': ['error', { ignoreRestSiblings: true, argsIgnorePattern: '^_' }],
      eqeqeq: 'error',
      'no-empty': ['error', { allowEmptyCatch: false }],
      '@eslint-community/eslint-comments/require-description': ['error', { ignore: [] }],
      '@eslint-community/eslint-comments/no-unlimited-disable': 'error',
      // Playwright reads a fixture's dependencies from its first parameter's pattern: `async ({}, use) =>` is how a
      // fixture says it needs none (Playwright refuses a plain parameter there).
      'no-empty-pattern': 'off',
      // An async function without await is how this code meets a Promise-returning interface (fastify handlers,
      // Playwright reporters and fixtures, fast-check async commands): dropping `async` would turn a throw into a
      // synchronous one, which those callers do not catch the same way.
      '@typescript-eslint/require-await': 'off',
    },
  },
  {
    files: ['tests/unit/**/*.ts'],
    rules: {
      // Unit tests read answers and reports as JSON (`type Json = any`) and assert on them: a wrong shape fails the
      // expect that reads it, which is the check; typing every JSON path in a test would restate the schemas.
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
    },
  },
  // The architecture (docs/architecture.md): arrows go one way.
  {
    files: ['rules/**'],
    rules: imports({
      regex: reaching(...others('rules')),
      message: 'rules/ is the catalogue: data that imports nothing else of the project, so every layer can read it.',
    }),
  },
  {
    files: ['mock/**'],
    rules: imports({
      regex: reaching(...others('rules', 'mock')),
      message:
        'mock/ stands apart from the suite: it imports only rules/, ' +
        'so it cannot keep a rule by sharing the code that checks it.',
    }),
  },
  {
    files: ['kit/**'],
    rules: imports({
      regex: reaching(...others('rules', 'kit')),
      message:
        'kit/ is the library under the suites and the partner commands: ' +
        'it imports only rules/, never partner/, suites/ or the mock.',
    }),
  },
  {
    files: ['**/*.ts', '**/*.mjs'],
    ignores: ['rules/**', 'mock/**', 'kit/**', 'cli/**', 'tests/**'],
    rules: imports(),
  },
  {
    files: ['**/*.mjs', '**/*.js', '**/*.cjs'],
    extends: [tseslint.configs.disableTypeChecked],
    languageOptions: { globals: globals.node },
  },
);
