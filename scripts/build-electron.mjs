// Bundles the desktop shell for Electron into dist/electron: main.cjs and a self-contained
// preload.cjs (a sandboxed preload may require only `electron`, so it shares no chunk with main).
// better-sqlite3 stays external: it is a native addon, rebuilt for Electron when packaging.
import { cpSync } from 'node:fs';
import { join } from 'node:path';
import { bundleForNode } from './build/node-bundle.mjs';

const root = join(import.meta.dirname, '..');
const outDir = join(root, 'dist', 'electron');
const external = ['electron', 'better-sqlite3'];

const bundle = (name, entry, emptyOutDir) =>
  bundleForNode({ name, entry: join(root, entry), outDir, format: 'cjs', emptyOutDir, sourcemap: true, external });

await bundle('main', 'electron/main/index.ts', true);
await bundle('preload', 'electron/preload/index.ts', false);
cpSync(join(root, 'core/db/migrations'), join(outDir, 'migrations'), { recursive: true });
console.log(`Desktop shell built in ${outDir}`);
