import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { bundleServer } from '../../../scripts/build/server-bundle.mjs';
import { killChildServers, type ChildBundle } from './child-server';

// The child server's code, bundled once per test file: under tsx each start would compile the
// server again (about 1 s on a quiet machine; the bundle loads in about 0.4 s), which at hundreds of
// kills is most of the run.

/** Bundles child-server-main.ts with its imports into a temp folder, as `npm start` bundles the server. */
export async function bundleChildServer(): Promise<ChildBundle> {
  const outDir = mkdtempSync(join(tmpdir(), 'farm-hand-child-'));
  const entry = await bundleServer({ name: 'child-server', entry: join(import.meta.dirname, 'child-server-main.ts'), outDir });
  return { entry, dispose: () => rmSync(outDir, { recursive: true, force: true }) };
}

export interface ChildServerSuite {
  /** A temp folder for the test file's farm files. */
  readonly dir: string;
  readonly bundle: ChildBundle;
  /** How long bundling took, in ms. */
  readonly bundleMs: number;
}

/**
 * Before the file's tests, a temp folder and the child server's bundle; after them, every child
 * server still running is killed and both are removed. Read the fields inside the tests.
 */
export function childServerSuite(name: string): ChildServerSuite {
  const suite = { dir: '', bundle: null as ChildBundle | null, bundleMs: 0 };
  beforeAll(async () => {
    suite.dir = mkdtempSync(join(tmpdir(), `farm-hand-${name}-`));
    const started = performance.now();
    suite.bundle = await bundleChildServer();
    suite.bundleMs = performance.now() - started;
  }, 120_000);
  afterAll(async () => {
    await killChildServers();
    suite.bundle?.dispose();
    if (suite.dir) rmSync(suite.dir, { recursive: true, force: true });
  });
  return {
    get dir() {
      return suite.dir;
    },
    get bundle() {
      if (!suite.bundle) throw new Error('the child server is bundled before the tests run');
      return suite.bundle;
    },
    get bundleMs() {
      return suite.bundleMs;
    },
  };
}

