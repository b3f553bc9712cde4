// `npm run lint`: ESLint over the whole repository, zero warnings allowed (CI runs it after the typecheck).
//
// Untyped rules only: CI's typecheck already builds the TypeScript program, and typed linting would build it a
// second time inside ESLint. The import-cycle rule needs the module graph, not types: the TypeScript resolver
// gives it the tsconfig paths (`@/…`, `@payload-config`).
import js from '@eslint/js'
import nextPlugin from '@next/eslint-plugin-next'
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript'
import importX from 'eslint-plugin-import-x'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'

export default tseslint.config(
  {
    // Build output, local data, the seed's temporary bundles, and what Payload generates (types, import map).
    ignores: [
      '.next/**',
      '.next-*/**',
      'data/**',
      'tmp/**',
      'coverage/**',
      'test-results*/**',
      'playwright-report/**',
      'blob-report/**',
      '.seed-run-*.mjs',
      'next-env.d.ts',
      'src/payload-types.ts',
      'src/app/(payload)/admin/importMap.js',
    ],
  },
  { linterOptions: { reportUnusedDisableDirectives: 'error' } },
  js.configs.recommended,
  tseslint.configs.recommended,
  nextPlugin.configs['core-web-vitals'],
  {
    // The classic hook rules only. The plugin's other recommended rules describe what the React Compiler can
    // optimise; this project does not run the compiler.
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  {
    plugins: { 'import-x': importX },
    settings: {
      // The plugin's TypeScript preset: which files it reads to follow imports and with which parser.
      ...importX.flatConfigs.typescript.settings,
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })],
    },
    rules: {
      // A module cycle lets one module read another before it has run (undefined imports at start-up). The rule
      // skips type-only imports (erased at runtime), so it fires on the edit that turns one into a value import.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      // `_`-prefixed names are deliberately unused (a value split off a rest, a caught error that only stops a throw).
      'no-unused-vars': 'off',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
      // Stripping or refusing control characters in visitor input is what those patterns are for.
      'no-control-regex': 'off',
    },
  },
  {
    // Browser code: client components and what they import.
    files: ['src/components/**', 'src/app/**'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    // CommonJS files (a webpack/Turbopack loader) load their dependencies with require().
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    // `payload migrate:create` writes up/down with the full argument list; a migration that only needs `db`
    // keeps the generated signature rather than being edited after generation.
    files: ['migrations/**'],
    rules: { '@typescript-eslint/no-unused-vars': ['error', { args: 'none' }] },
  },
)
