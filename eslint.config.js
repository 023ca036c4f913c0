// ESLint with typed typescript-eslint rules, react-hooks and jsx-a11y; Prettier owns formatting.
// Chosen over Biome because the house style needs type-aware rules (no-floating-promises) and
// the full jsx-a11y and react-hooks rule sets, which Biome only partly covers.
import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// Layers import downwards only: app -> features -> (api, ui, services) -> (lib, config, shared).
const boundary = (group, message) => ({ group, message });
const noFeatures = boundary(['@/features/*'], 'Areas meet in routes, the store and API tags.');
const noApp = boundary(['@/app/*', '!@/app/hooks'], 'Only the app layer composes the app.');

// The server's floors import downwards only: routes -> services -> (events, db, auth, cache,
// http). Its imports are relative, so a floor is matched by its folder name at any depth.
const serverFloor = (folder, message, options = {}) => ({
  regex: `^\\.{1,2}/(\\.\\./)*${folder}/`,
  message,
  ...options,
});
const noRoutes = serverFloor(
  'routes',
  'Only app.ts mounts routes; what routes share with others belongs in services/.',
);
const noServices = serverFloor('services', 'events, db, auth, cache and http sit below services/.');
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
    files: ['src/features/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': ['error', { patterns: [noFeatures, noApp] }],
    },
  },
  {
    files: ['src/api/**', 'src/ui/**', 'src/services/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        { patterns: [noFeatures, { ...noApp, allowTypeImports: true }] },
      ],
    },
  },
  {
    files: ['src/lib/**', 'shared/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            boundary(['@/*', '!@/lib/*'], 'lib and shared are pure: they import no app code.'),
          ],
        },
      ],
    },
  },
  {
    files: ['server/src/**'],
    ignores: ['server/src/routes/**', 'server/src/workers/**', 'server/src/{app,server,index}.ts'],
    rules: serverImports(noRoutes),
  },
  {
    files: ['server/src/{events,auth,cache,http}/**'],
    rules: serverImports(noRoutes, noServices),
  },
  {
    files: ['server/src/db/**'],
    rules: serverImports(noRoutes, noServices, noHttpValues),
  },
  {
    // Tests compose the app (a fresh store per test) at any layer.
    files: ['**/*.test.{ts,tsx}', 'tests/**', 'src/testing/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': 'off',
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
