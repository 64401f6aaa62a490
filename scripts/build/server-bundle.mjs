// The web server as the plain JavaScript it runs as: one ES module bundled with Vite's SSR build,
// and the database's migrations beside it (openFarmDb finds them next to its own code). Run through
// tsx instead, the server held 50 to 70 MB more (measured at rest: 169 MB against 94 to 121 MB; a
// 10,000-head import peaked at up to 303 MB against up to 238 MB).
import { cpSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { bundleForNode } from './node-bundle.mjs';

const root = join(import.meta.dirname, '..', '..');
const resolve = createRequire(import.meta.url).resolve;

/**
 * Packages loaded from where they are installed, by their full path, so a bundle works from any
 * folder: better-sqlite3, a native addon; exceljs, since inlined its archiver's old `new Buffer()`
 * would count as the app's own code and Node would warn of it (DEP0005) at each start's first export.
 */
const INSTALLED = new Map(['better-sqlite3', 'exceljs'].map((name) => [name, resolve(name)]));

/** @param {import('./server-bundle.d.mts').ServerBundle} bundle */
export async function bundleServer({ name, entry, outDir, emptyOutDir = false }) {
  await bundleForNode({
    name,
    entry,
    outDir,
    format: 'esm',
    emptyOutDir,
    plugins: [{ name: 'installed-packages', enforce: 'pre', resolveId: (id) => (INSTALLED.has(id) ? { id: INSTALLED.get(id), external: 'absolute' } : null) }],
  });
  cpSync(join(root, 'core', 'db', 'migrations'), join(outDir, 'migrations'), { recursive: true });
  return join(outDir, `${name}.mjs`);
}
