// Lint rules for the project's JavaScript (scripts/check-js.sh runs it with Prettier): ESLint's
// recommended rules. Page code is classic scripts for browsers; tests, scripts, benches and the
// CLI are node; the library's wrapper in wasm/ is ES modules.
import js from '@eslint/js';
import globals from 'globals';

export default [
  {
    ignores: ['dist/**', 'build*/**', 'node_modules/**', 'web/sw.js'],
  },
  js.configs.recommended,
  {
    rules: {
      'no-unused-vars': ['error', { args: 'after-used', argsIgnorePattern: '^_', caughtErrors: 'none' }],
      'no-control-regex': 'off',
      // `let ok = false; try { ok = … } catch { … }` is clearer than what this rule asks for.
      'no-useless-assignment': 'off',
    },
  },
  {
    files: ['web/**/*.js'],
    languageOptions: { ecmaVersion: 2022, sourceType: 'module', globals: { ...globals.browser } },
    rules: { 'no-var': 'error', 'prefer-const': 'error' },
  },
  {
    // The service worker is a classic script of its own scope.
    files: ['web/sw.js'],
    languageOptions: { sourceType: 'script', globals: { ...globals.serviceworker } },
  },
  {
    files: ['wasm/**/*.js'],
    languageOptions: { ecmaVersion: 2022, sourceType: 'module', globals: { ...globals.browser } },
    rules: { 'no-var': 'error', 'prefer-const': 'error' },
  },
  {
    files: ['**/*.mjs', 'bin/*.cjs', 'scripts/*.js'],
    languageOptions: { ecmaVersion: 2024, sourceType: 'module', globals: { ...globals.node } },
  },
  {
    // Browser tests and benches hand functions to the page (page.evaluate): browser names too.
    files: ['tests/e2e/**/*.mjs', 'tests/package/**/*.mjs', 'bench/**/*.mjs'],
    languageOptions: {
      globals: { ...globals.node, ...globals.browser, createChess960: 'readonly', createChess960Event: 'readonly' },
    },
  },
  {
    // The WordPress plugin's editor script: a classic script on the block editor's globals.
    files: ['plugins/**/*.js'],
    languageOptions: { ecmaVersion: 2020, sourceType: 'script', globals: { ...globals.browser, wp: 'readonly' } },
    rules: { 'no-var': 'error', 'prefer-const': 'error' },
  },
  {
    files: ['bin/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
  },
];
