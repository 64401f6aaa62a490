import { defineConfig } from 'vitest/config';

// Three projects: `unit` (pure rules and procedures through createCaller on a real SQLite file),
// `api` (the real Koa server on port 0, called over HTTP) and `reliability` (crashes, load, generated
// bad input, isolation, auth and backups; short inside `npm test`, full with `npm run test:reliability`).
// Browser tests are Playwright's, not here.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['core/**/*.test.ts', 'electron/**/*.test.ts', 'renderer/**/*.test.ts'],
          environment: 'node',
          // Inlined so the IPC test's stand-in for the `electron` module reaches trpc-electron too.
          server: { deps: { inline: ['trpc-electron'] } },
        },
      },
      {
        test: {
          name: 'api',
          include: ['server/**/*.test.ts'],
          exclude: ['server/reliability/**'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'reliability',
          include: ['server/reliability/**/*.test.ts'],
          environment: 'node',
        },
      },
    ],
  },
});
