// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { readdirSync, readFileSync } from 'node:fs';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';

/**
 * The client's layers (docs/client-map.md; issues 22 and 33), lowest first: a folder imports
 * only folders below it (the contract beneath all). `scanner` sits above `ui` (its dialog uses
 * the buttons; the item picker lives with the scan it offers), `pwa` above both (its prompts are
 * components; its registration announces the outbox's news), `sw` (the worker, beside src) on
 * top; `i18n` is the lowest (lib's alerts and pack texts speak the chosen language). Every folder of src must be listed: a new one is placed here, not left unchecked.
 */
const LAYERS = [
  'i18n',
  'lib',
  'api',
  'offline',
  'hooks',
  'ui',
  'scanner',
  'pwa',
  'features',
  'app',
];
const unplaced = readdirSync(`${import.meta.dirname}/src`, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && !LAYERS.includes(entry.name))
  .map((entry) => entry.name);
if (unplaced.length > 0) throw new Error(`Place src/${unplaced.join(', src/')} in LAYERS.`);
const LAYER_PATHS = [...LAYERS.map((layer) => `./src/${layer}`), './sw'];
const FEATURES = readdirSync(`${import.meta.dirname}/src/features`, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const LAYER_ZONES = [
  ...LAYERS.map((layer, index) => ({
    target: `./src/${layer}`,
    from: LAYER_PATHS.slice(index + 1),
    message: `src/${layer} never imports a folder above it (${LAYERS.join(' < ')} < sw): move what both need down a layer.`,
  })),
  ...FEATURES.map((feature) => ({
    target: `./src/features/${feature}`,
    from: './src/features',
    except: [`./${feature}`],
    message: 'Features do not import each other: move what both need to a shared folder.',
  })),
];

/**
 * The server's layers (server/layers.json, docs/server-map.md), bottom first: a folder imports
 * only layers below its own, so routes → domain → db and the domain folders in one stated
 * direction. `base` is db/ with the loose helpers at server/'s top, `shell` the top-level files
 * that build and start the server. tests/api/server-layers.test.ts checks the same order with
 * `import type` included, which no-cycle does not follow.
 */
const SERVER = JSON.parse(readFileSync(`${import.meta.dirname}/server/layers.json`, 'utf8'));
/** @type {string[]} */
const SERVER_LAYERS = SERVER.layers;
const SERVER_TOP_FILES = readdirSync(`${import.meta.dirname}/server`).filter((name) =>
  name.endsWith('.ts'),
);
/** @param {string} layer */
function serverLayerPaths(layer) {
  if (layer === 'shell')
    return SERVER.shell.map((/** @type {string} */ file) => `./server/${file}`);
  if (layer !== 'base') return [`./server/${layer}`];
  return [
    ...SERVER.base.map((/** @type {string} */ folder) => `./server/${folder}`),
    ...SERVER_TOP_FILES.filter((file) => !SERVER.shell.includes(file)).map(
      (file) => `./server/${file}`,
    ),
  ];
}
const SERVER_ZONES = SERVER_LAYERS.slice(0, -1).map((layer, index) => ({
  target: serverLayerPaths(layer),
  from: SERVER_LAYERS.slice(index + 1).flatMap(serverLayerPaths),
  message: `server/layers.json: ${layer} imports only ${SERVER_LAYERS.slice(0, index).join(', ') || 'its own layer'}. Move what both need down a layer.`,
}));

/** The HTTP client's request functions: only src/api's resource modules call them. */
const REQUEST_FUNCTIONS = [
  'apiFetch',
  'apiRequest',
  'apiJson',
  'apiSend',
  'apiBlob',
  'sendRequest',
];

export default tseslint.config(
  { ignores: ['dist', 'data', 'node_modules', 'coverage', '.tmp', 'dev-dist'] },
  js.configs.recommended,
  ...tseslint.configs.strictTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        project: [
          './tsconfig.json',
          './tsconfig.node.json',
          './tsconfig.sw.json',
          './tsconfig.e2e.json',
        ],
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/switch-exhaustiveness-check': 'error',
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
      '@typescript-eslint/no-confusing-void-expression': 'off',
      // Fastify plugins are async by contract even when they await nothing.
      '@typescript-eslint/require-await': 'off',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/no-unnecessary-condition': [
        'error',
        { allowConstantLoopConditions: true },
      ],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, 'import-x': importX },
    settings: {
      // Parse the imported TypeScript files too: no-cycle follows them.
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.json'] }),
      ],
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'import-x/no-restricted-paths': ['error', { zones: LAYER_ZONES }],
      'import-x/no-cycle': 'error',
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'dexie', message: 'Dexie lives in src/offline only.' }],
          patterns: [
            {
              group: ['**/api/http', '**/api/send-request'],
              importNames: REQUEST_FUNCTIONS,
              message: 'Requests go through a resource module of src/api, typed from the contract.',
            },
          ],
        },
      ],
      'no-restricted-globals': [
        'error',
        { name: 'fetch', message: 'Requests go through the HTTP client in src/api.' },
      ],
    },
  },
  {
    files: ['server/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts'] },
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.js', '.json'] })],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: SERVER_ZONES }],
      'import-x/no-cycle': 'error',
    },
  },
  {
    // The offline engine holds Dexie and no React (issue 33): its React bindings are src/hooks.
    files: ['src/offline/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: ['react', 'react-dom', 'react-dom/client'].map((name) => ({
            name,
            message: 'src/offline imports no React: its hooks live in src/hooks.',
          })),
        },
      ],
    },
  },
  {
    files: ['src/api/**/*.{ts,tsx}'],
    rules: { 'no-restricted-globals': 'off' },
  },
  {
    // An answer is typed once, in http.ts, as the contract type its resource function names.
    files: ['src/api/**/*.{ts,tsx}'],
    ignores: ['src/api/http.ts'],
    rules: {
      '@typescript-eslint/consistent-type-assertions': ['error', { assertionStyle: 'never' }],
    },
  },
  {
    // Asymmetric matchers (expect.any) are typed any by vitest.
    files: ['tests/**/*.{ts,tsx}'],
    rules: { '@typescript-eslint/no-unsafe-assignment': 'off' },
  },
  {
    files: ['**/*.js'],
    ...tseslint.configs.disableTypeChecked,
  },
);
