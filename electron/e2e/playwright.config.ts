import { defineConfig } from '@playwright/test';

// The desktop app's own browser tests (`npm run e2e:desktop`): Playwright drives the packed app
// that `npm run desktop` builds. They need that app, so they are not part of `npm test`, which runs
// on machines where no Electron binary can be downloaded.
export default defineConfig({
  testDir: '.',
  outputDir: '../../test-results/e2e-desktop',
  workers: 1,
  retries: 0,
  timeout: 60_000,
  reporter: 'list',
});
