import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { bundleForNode } from '../../../scripts/build/node-bundle.mjs';
import { killChildServers, type ChildBundle } from './child-server';

// The child server's code, bundled once per test file: under tsx each start would compile the
// server again (about 1 s on a quiet machine; the bundle loads in about 0.4 s), which at hundreds of
// kills is most of the run.

/** Bundles child-server-main.ts with its imports into a temp folder; better-sqlite3 (native) stays where it is installed. */
export async function bundleChildServer(): Promise<ChildBundle> {
  const outDir = mkdtempSync(join(tmpdir(), 'farm-hand-child-'));
  const sqlite = createRequire(import.meta.url).resolve('better-sqlite3');
  await bundleForNode({
    name: 'child-server',
    entry: join(import.meta.dirname, 'child-server-main.ts'),
    outDir,
    format: 'esm',
    plugins: [{ name: 'native-sqlite', enforce: 'pre', resolveId: (id) => (id === 'better-sqlite3' ? { id: sqlite, external: 'absolute' } : null) }],
  });
  return { entry: join(outDir, 'child-server.mjs'), dispose: () => rmSync(outDir, { recursive: true, force: true }) };
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

