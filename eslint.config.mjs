// One ESLint flat config for every workspace (npm run lint; also a step of npm test).
// Formatting is prettier's job (.prettierrc.json); nothing here is about layout.
import { defineConfig } from 'eslint/config';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import globals from 'globals';
import architecture from './tools/eslint/architecture.cjs';

const BROWSER = ['shared', 'shell', 'mf-*'];
const SERVER = ['api', 'idp', 'tools', 'e2e'];
const under = (folders, pattern) => folders.map((folder) => `${folder}/${pattern}`);

export default defineConfig(
  { ignores: ['**/dist/', '**/.data/', '**/test-results/', '**/playwright-report/', '**/coverage/', '**/.bench/', '**/*.tsbuildinfo'] },

  js.configs.recommended,
  tseslint.configs.recommended,
  {
    rules: {
      // `const crypto = require('node:crypto')` shadows Node's global of the same module on purpose.
      'no-redeclare': ['error', { builtinGlobals: false }],
      // Unused code is removed, not kept; `_name` marks a parameter a signature requires.
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none', ignoreRestSiblings: true }],
    },
  },

  // The architecture's import boundaries, everywhere (shared shell mf-* api idp tools e2e).
  {
    files: ['**/*.{ts,tsx,mts,cts,js,jsx,mjs,cjs}'],
    plugins: { liftbook: architecture },
    rules: { 'liftbook/boundaries': 'error' },
  },

  // Browser code: React with its hooks rules and accessible markup. The hooks plugin's React
  // Compiler rules (refs, set-state-in-effect, purity, …) stay off: they run the compiler over
  // every component (half of the lint's time on 2 cores), the apps are not built with it, and what
  // they flag here is the documented "latest value in a ref" pattern.
  {
    files: under(BROWSER, '**/*.{ts,tsx}'),
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
    languageOptions: { globals: globals.browser },
  },
  { files: under(BROWSER, '**/*.tsx'), ...jsxA11y.flatConfigs.recommended },

  // Node code: servers, tooling, the e2e suite, and every package's build config.
  { files: [...under(SERVER, '**/*'), '*/webpack.config.*', '*.{js,mjs,cjs}'], languageOptions: { globals: globals.node } },
  // bench's page.evaluate callbacks run in the browser.
  { files: ['tools/lib/bench/bench.cjs'], languageOptions: { globals: globals.browser } },
  // CommonJS files: require() is how they import.
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs', globals: globals.node },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  // Tests run in jest (node or jsdom).
  { files: ['**/*.test.{ts,tsx}', 'tools/jest/**'], languageOptions: { globals: { ...globals.jest, ...globals.node } } },
);
