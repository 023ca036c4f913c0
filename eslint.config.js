// ESLint with typed typescript-eslint rules, react-hooks and jsx-a11y; Prettier owns formatting.
// Chosen over Biome because the house style needs type-aware rules (no-floating-promises) and
// the full jsx-a11y and react-hooks rule sets, which Biome only partly covers.
import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// The SPA's floors import downwards only (docs/architecture.md, "Layers"):
//   app -> features -> blocks -> (ui, api) ; api -> services ; (ui, services) -> (lib, config, shared)
// Test code (tests, *TestData, *TestKit, src/testing) may compose any floor but no feature's
// insides from src/testing; nothing else imports src/testing.
const boundary = (group, message, options = {}) => ({ group, message, ...options });
const noFeatures = boundary(['@/features/*'], 'Areas meet in routes, the store and API tags.');
const noApp = boundary(['@/app/*'], 'Only the app layer composes the app.');
const noAppButHooks = boundary(
  ['@/app/*', '!@/app/hooks'],
  'Only the app layer composes the app; areas use its typed hooks.',
);
const noBlocks = boundary(['@/blocks/*'], 'Product blocks sit above ui, api and services.');
const noUi = boundary(['@/ui/*'], 'ui holds primitives that api and services never draw.');
const noApi = boundary(['@/api/*'], 'api sits above services and ui: inject what they need.');
const noServices = boundary(['@/services/*'], 'ui primitives know no outside service.');
const noTesting = boundary(['@/testing/*'], 'Only tests import the test harness.');
const noNode = boundary(['node:*'], 'The SPA runs in the browser: no Node modules.');
const spaImports = (...patterns) => ({
  '@typescript-eslint/no-restricted-imports': ['error', { patterns }],
});
const TEST_CODE = [
  '**/*.test.{ts,tsx}',
  '**/*TestData.ts',
  '**/*TestKit.{ts,tsx}',
  'tests/**',
  'src/testing/**',
];

// The server's floors import downwards only: routes -> services -> (presenters, events, auth,
// cache, http) -> db. Its imports are relative, so a floor is matched by its folder name at any
// depth.
const serverFloor = (folder, message, options = {}) => ({
  regex: `^\\.{1,2}/(\\.\\./)*${folder}/`,
  message,
  ...options,
});
const noRoutes = serverFloor(
  'routes',
  'Only app.ts mounts routes; what routes share with others belongs in services/.',
);
const noServicesFloor = serverFloor(
  'services',
  'events, db, auth, cache, http and presenters sit below services/.',
);
const noHttpValues = serverFloor('http', 'db/ sits below http/: it may import its types only.', {
  allowTypeImports: true,
});
const serverImports = (...patterns) => ({
  '@typescript-eslint/no-restricted-imports': ['error', { patterns }],
});

export default tseslint.config(
  { ignores: ['dist', 'node_modules', 'coverage', '.data', 'public'] },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.browser, ...globals.node },
    },
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      '@typescript-eslint/no-misused-promises': [
        'error',
        { checksVoidReturn: { attributes: false } },
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector: "MemberExpression[object.type='MetaProperty'][property.name='env']",
          message: 'Read settings from @/config/env.',
        },
      ],
    },
  },
  {
    files: ['src/config/env.ts', 'vite.config.ts'],
    rules: { 'no-restricted-syntax': 'off' },
  },
  {
    files: ['src/**'],
    ignores: TEST_CODE,
    rules: {
      'no-restricted-globals': [
        'error',
        ...['process', 'Buffer', 'global', '__dirname', '__filename', 'require'].map((name) => ({
          name,
          message: 'The SPA runs in the browser: read settings from @/config/env.',
        })),
      ],
    },
  },
  {
    files: ['src/features/**'],
    ignores: TEST_CODE,
    rules: spaImports(noFeatures, noAppButHooks, noTesting, noNode),
  },
  {
    files: ['src/blocks/**'],
    ignores: TEST_CODE,
    rules: spaImports(noFeatures, noApp, noTesting, noNode),
  },
  {
    files: ['src/api/**'],
    ignores: TEST_CODE,
    rules: spaImports(noFeatures, noApp, noBlocks, noUi, noTesting, noNode),
  },
  {
    files: ['src/ui/**'],
    ignores: TEST_CODE,
    rules: spaImports(noFeatures, noApp, noBlocks, noApi, noServices, noTesting, noNode),
  },
  {
    files: ['src/services/**'],
    ignores: TEST_CODE,
    rules: spaImports(noFeatures, noApp, noBlocks, noApi, noUi, noTesting, noNode),
  },
  {
    files: ['src/app/**', 'src/prerender/**', 'src/main.tsx'],
    ignores: TEST_CODE,
    rules: spaImports(noTesting, noNode),
  },
  {
    files: ['src/lib/**', 'src/config/**', 'shared/**'],
    ignores: TEST_CODE,
    rules: spaImports(
      boundary(['@/*', '!@/lib/*'], 'lib, config and shared are pure: they import no app code.'),
      noNode,
    ),
  },
  {
    files: ['src/testing/**'],
    rules: spaImports(
      boundary(['@/features/*', '@/blocks/*'], 'The shared test harness knows no area or block.'),
    ),
  },
  {
    files: ['server/src/**'],
    ignores: ['server/src/routes/**', 'server/src/workers/**', 'server/src/{app,server,index}.ts'],
    rules: serverImports(noRoutes),
  },
  {
    files: ['server/src/{events,auth,cache,http,presenters}/**'],
    rules: serverImports(noRoutes, noServicesFloor),
  },
  {
    files: ['server/src/db/**'],
    rules: serverImports(noRoutes, noServicesFloor, noHttpValues),
  },
  {
    // Tests compose the app (a fresh store per test) at any layer.
    files: TEST_CODE,
    ignores: ['src/testing/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': 'off',
    },
  },
  {
    files: TEST_CODE,
    rules: {
      '@typescript-eslint/unbound-method': 'off',
      // Asymmetric matchers (expect.any) are typed any.
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
  },
  {
    files: ['**/*.js', '**/*.mjs'],
    ...tseslint.configs.disableTypeChecked,
  },
);
