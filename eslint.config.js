// Lint rules, and the architecture's import boundaries (docs/architecture.md) enforced rather than
// hoped for.
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const UI_PACKAGES = ['react', 'react-dom', 'react-dom/*', 'react-router', 'react-router-dom', '@blueprintjs/*'];
const SERVER_PACKAGES = ['koa', 'koa-*', '@koa/*'];
const DATABASE_PACKAGES = ['better-sqlite3', 'drizzle-orm', 'drizzle-orm/*'];
const PLATFORM_FILES = {
  group: ['**/*.web', '**/*.electron', '**/*.web.ts', '**/*.electron.ts'],
  message: 'Import the platform through renderer/platform (index.ts picks the implementation).',
};
/** What of core the renderer may import, besides core/api's types: a phone's copy of the farm runs the op rules too. */
const RENDERER_CORE = ['domain', 'schemas', 'demo', 'errors', 'replica', 'sync/ops'];
const BLUEPRINT_OUTSIDE_UI = { group: ['@blueprintjs/*'], message: 'Blueprint belongs in renderer/ui and feature components.' };
// Outside renderer/ui a feature imports from Blueprint only its icons (a component per glyph) and
// these leaf components, which carry no convention of the app's. Everything else comes through
// renderer/ui, where its convention is kept once: Dialog (quick to close), Tabs (keyboard), controls.
const BLUEPRINT_LEAVES = ['Button', 'Callout', 'Card', 'Intent', 'ProgressBar', 'Spinner', 'Tag'];
const BLUEPRINT_ALLOWLIST = {
  paths: [{ name: '@blueprintjs/core', allowImportNames: BLUEPRINT_LEAVES, message: `Outside renderer/ui take only ${BLUEPRINT_LEAVES.join(', ')} from Blueprint: import the rest from renderer/ui.` }],
  patterns: [{ group: ['@blueprintjs/*', '!@blueprintjs/core', '!@blueprintjs/icons'], message: 'Blueprint belongs in renderer/ui: import it from there.' }],
};
const boundary = (patterns, paths = []) => ({ 'no-restricted-imports': ['error', { patterns, paths }] });
const packages = (names, message) => ({ group: names, message });
/** Relative imports reaching into one of the project's top-level folders (e.g. ../../server/app). */
const folders = (names, message) => ({ regex: `^(\\.\\./)+(${names.join('|')})(/|$)`, message });

/** The renderer's boundaries: core's allowlist, no server or database, and `extra`. */
const rendererPatterns = (extra, platformFiles = true) => [
  { regex: `^(\\.\\./)+core/(?!(${[...RENDERER_CORE, 'api'].join('|')})(/|$))`, message: `The renderer may import only core/${RENDERER_CORE.join(', core/')} (and core/api as types).` },
  { regex: '^(\\.\\./)+core/api(/|$)', allowTypeImports: true, message: 'The renderer may use core/api only as `import type`.' },
  packages([...SERVER_PACKAGES, ...DATABASE_PACKAGES, 'node:*'], 'The renderer talks to data only through the API.'),
  folders(['server', 'electron'], 'The renderer talks to data only through the API.'),
  ...extra,
  ...(platformFiles ? [PLATFORM_FILES] : []),
];
/** The feature folders of renderer/features, each a screen's own code. */
const FEATURES = readdirSync(new URL('renderer/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

export default tseslint.config(
  { ignores: ['dist/', 'node_modules/', 'core/db/migrations/', 'test-results/', 'playwright-report/', 'dev-dist/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['renderer/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: ['core/**/*.ts'],
    ignores: ['core/domain/**'],
    rules: boundary([
      packages(['electron', ...SERVER_PACKAGES, ...UI_PACKAGES], 'core runs in every shell: no electron, koa, react or Blueprint.'),
      folders(['server', 'renderer', 'electron'], 'core depends on nothing outside core.'),
    ]),
  },
  {
    files: ['core/domain/**/*.ts'],
    rules: boundary([
      packages(['electron', ...SERVER_PACKAGES, ...UI_PACKAGES, ...DATABASE_PACKAGES, 'node:*'], 'core/domain holds pure rules: no database, no platform.'),
      { regex: '^\\.\\./', message: 'core/domain imports only core/domain.' },
    ]),
  },
  // Sync's op logic and a farm's replica will run on a phone, offline: free of the database and the
  // platform, they reach only the pure rules, the schemas, the errors and each other, never the
  // server's side of sync (core/sync: its SQLite store, push, feed).
  ...[
    { files: ['core/sync/ops/**/*.ts'], serverSync: '^\\.\\./[^.]' },
    { files: ['core/replica/**/*.ts'], serverSync: '^\\.\\./sync/(?!ops/)' },
  ].map(({ files, serverSync }) => ({
    files,
    rules: boundary([
      packages(['electron', ...SERVER_PACKAGES, ...UI_PACKAGES, ...DATABASE_PACKAGES, 'node:*'], 'Sync\'s op logic and the replica run on a phone too: no database, no platform.'),
      { regex: '^(\\.\\./)+(db|herd|inventory|api|auth|exports|seed|testing|demo)(/|$)', message: 'Sync\'s op logic and the replica reach only core/domain, core/schemas, core/errors.ts and core/sync/ops.' },
      { regex: serverSync, message: 'The server\'s side of sync stays on the server: use core/sync/ops.' },
      folders(['server', 'renderer', 'electron'], 'core depends on nothing outside core.'),
    ]),
  })),
  {
    files: ['core/demo/**/*.ts'],
    rules: boundary([
      packages(['electron', ...SERVER_PACKAGES, ...UI_PACKAGES, ...DATABASE_PACKAGES, 'node:*'], 'core/demo runs in the browser too: no database, no platform.'),
      { regex: '^\\.\\./db(/|$)', allowTypeImports: true, message: 'core/demo uses the database schema for its types only.' },
      { regex: '^\\.\\./(api|auth|herd|exports|seed|testing)(/|$)', message: 'core/demo stays free of the database: core/seed writes it into one.' },
      folders(['server', 'renderer', 'electron'], 'core depends on nothing outside core.'),
    ]),
  },
  // The renderer may use an allowlist of core: pure rules, schemas and the demo farm, and the API's
  // types. Everything else of core (the database, auth, services, exports) is the server's side.
  ...[
    { files: ['renderer/**/*.{ts,tsx}'], ignores: ['renderer/api/**', 'renderer/platform/**', 'renderer/ui/**'], extra: BLUEPRINT_ALLOWLIST.patterns, paths: BLUEPRINT_ALLOWLIST.paths },
    { files: ['renderer/ui/**/*.{ts,tsx}'], ignores: [], extra: [] },
    { files: ['renderer/api/**/*.{ts,tsx}', 'renderer/platform/**/*.{ts,tsx}'], ignores: ['renderer/platform/index.ts'], extra: [BLUEPRINT_OUTSIDE_UI] },
    { files: ['renderer/platform/index.ts'], ignores: [], extra: [BLUEPRINT_OUTSIDE_UI], platformFiles: false },
  ].map(({ files, ignores, extra, paths, platformFiles = true }) => ({ files, ignores, rules: boundary(rendererPatterns(extra, platformFiles), paths) })),
  // A feature never imports another feature: what two features share lives in renderer/ui (or
  // core/domain). One block per feature and folder depth, so `../` counted up to renderer/features
  // and then any other folder name is the reach into another feature.
  ...FEATURES.flatMap((feature) =>
    [0, 1, 2, 3].map((depth) => ({
      files: [`renderer/features/${feature}/${'*/'.repeat(depth)}*.{ts,tsx}`],
      rules: boundary(
        rendererPatterns([
          { regex: `^(\\.\\./){${depth + 1}}(?!${feature}/)[\\w-]+(/|$)`, message: `A feature imports no other feature: move what ${feature} shares to renderer/ui.` },
          ...BLUEPRINT_ALLOWLIST.patterns,
        ]),
        BLUEPRINT_ALLOWLIST.paths,
      ),
    })),
  ),
  {
    // Every dialog goes through renderer/ui/Dialog.tsx, which closes at once for reduced motion.
    files: ['renderer/**/*.tsx'],
    ignores: ['renderer/ui/Dialog.tsx'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "ImportDeclaration[source.value='@blueprintjs/core'] > ImportSpecifier[imported.name='Dialog']",
          message: 'Use Dialog from renderer/ui/Dialog.tsx: it closes at once for people who ask for less motion.',
        },
      ],
    },
  },
  {
    // Tests check the renderer's pieces against the real router and database: they may reach them.
    files: ['renderer/**/*.test.ts', 'renderer/e2e/**'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    files: ['server/**/*.ts'],
    rules: boundary([
      packages(['electron', ...UI_PACKAGES], 'The server is one shell: no electron or UI code.'),
      folders(['renderer', 'electron'], 'The server is one shell: no electron or UI code.'),
    ]),
  },
  {
    // The engine simulation runs the phone's own sync engine (renderer/sync, free of the page) against
    // the real server, so it may reach renderer/sync; nothing else of the renderer, nor electron.
    files: ['server/reliability/engine-simulation.test.ts', 'server/reliability/support/engine-sim-*.ts'],
    rules: boundary([
      packages(['electron', ...UI_PACKAGES], 'The server is one shell: no electron or UI code.'),
      folders(['electron'], 'The server is one shell: no electron or UI code.'),
      { regex: '^(\\.\\./)+renderer/(?!sync/)', message: 'The engine simulation reaches only renderer/sync, the phone\'s sync engine.' },
    ]),
  },
  {
    files: ['electron/**/*.ts'],
    // Sharing the farm with phones runs the server itself, through its listen(): the one way in.
    ignores: ['electron/main/lan-sharing.ts'],
    rules: boundary([
      packages([...SERVER_PACKAGES, ...UI_PACKAGES], 'The desktop shell is thin: core plus Electron, no Koa or UI.'),
      folders(['server'], 'The desktop shell is thin: core plus Electron, no Koa or UI.'),
    ]),
  },
  {
    files: ['electron/main/lan-sharing.ts'],
    rules: boundary([packages([...SERVER_PACKAGES, ...UI_PACKAGES], 'Sharing with phones starts the server through server/listen, not Koa itself.')]),
  },
  {
    files: ['scripts/**', 'bench/**', 'resources/**', 'server/reliability/**'],
    rules: { 'no-console': 'off' },
  },
);
