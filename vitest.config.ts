import { defineConfig } from 'vitest/config';

// Two projects: `unit` (pure rules and procedures through createCaller on a real SQLite file) and
// `api` (the real Koa server on port 0, called over HTTP). Browser tests are Playwright's, not here.
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
          environment: 'node',
        },
      },
    ],
  },
});
