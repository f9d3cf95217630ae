import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { readdirSync } from 'node:fs';

const features = readdirSync(new URL('./apps/web/src/features', import.meta.url));
const modules = readdirSync(new URL('./apps/api/src/modules', import.meta.url));

export default tseslint.config(
  { ignores: ['**/dist/**', '**/dist-server/**', '**/node_modules/**', 'data/**', 'apps/api/drizzle/**', 'test-results/**', 'playwright-report/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  {
    // One way to call the API (issue 28 item 5): by an endpoint's contract (callApi, callApiBare), or postForm for an
    // upload; no page or feature builds its own request, so no query or answer is typed a second time.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: ['apps/web/src/lib/api-client.ts', 'apps/web/src/lib/post-form.ts', 'apps/web/src/entry-server.tsx'],
    rules: {
      'no-restricted-globals': [
        'error',
        { name: 'fetch', message: "Call the API by its contract: callApi / callApiBare ('lib/api-client'), or postForm for an upload." },
        { name: 'XMLHttpRequest', message: "Call the API by its contract: callApi / callApiBare ('lib/api-client'), or postForm for an upload." },
      ],
    },
  },
  {
    // Import boundaries (issue 28 item 4): shared -> components/lib -> features -> app in the web, a feature
    // reaches another only through its index.ts, and no import circle. In the API a module reaches another
    // only through its index.ts (never its repository), and nothing below app.ts imports it (AppDeps is in
    // app-deps.ts), so no circle runs through app.ts, not even by `import type`, which no-cycle skips.
    files: ['apps/**/*.{ts,tsx}', 'packages/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['apps/web/tsconfig.json', 'apps/api/tsconfig.json', 'packages/shared/tsconfig.json'],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            // Plain folders: a brace glob here matches no file (minimatch on the folder itself, not what is inside).
            ...['components', 'lib'].flatMap((layer) =>
              ['features', 'app'].map((upper) => ({ target: `./apps/web/src/${layer}`, from: `./apps/web/src/${upper}` })),
            ),
            { target: './apps/web/src/features', from: './apps/web/src/app' },
            { target: './packages/shared', from: './apps' },
            ...features.map((f) => ({ target: `./apps/web/src/features/!(${f})/**`, from: `./apps/web/src/features/${f}`, except: ['./index.ts'] })),
            ...['modules', 'plugins', 'lib', 'db'].map((dir) => ({
              target: `./apps/api/src/${dir}`,
              from: './apps/api/src/app.ts',
              message: 'AppDeps is in app-deps.ts; app.ts only composes the app.',
            })),
            ...modules.map((m) => ({ target: `./apps/api/src/modules/!(${m})/**`, from: `./apps/api/src/modules/${m}`, except: ['./index.ts'] })),
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.test.ts', '**/*.spec.ts', '**/test/**', '**/e2e/**', 'scripts/**', '**/bench/**'],
    rules: { 'no-console': 'off' },
  },
);
