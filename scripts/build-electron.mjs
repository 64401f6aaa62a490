// Bundles the desktop shell for Electron into dist/electron: main.cjs and a self-contained
// preload.cjs (a sandboxed preload may require only `electron`, so it shares no chunk with main).
// better-sqlite3 stays external: it is a native addon, rebuilt for Electron when packaging.
import { cpSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'vite';

const root = join(import.meta.dirname, '..');
const outDir = join(root, 'dist', 'electron');
const external = ['electron', 'better-sqlite3'];

async function bundle(name, entry, emptyOutDir) {
  await build({
    configFile: false,
    logLevel: 'warn',
    build: {
      ssr: true,
      outDir,
      emptyOutDir,
      target: 'node20',
      sourcemap: true,
      rollupOptions: {
        input: { [name]: join(root, entry) },
        external,
        output: { format: 'cjs', entryFileNames: '[name].cjs' },
        // Koa (for sharing with phones) brings depd, whose eval is its own business, not a problem here.
        onwarn(warning, warn) {
          if (warning.code === 'EVAL' && /[\\/]depd[\\/]/.test(warning.id ?? '')) return;
          warn(warning);
        },
      },
    },
    ssr: { noExternal: true, external },
  });
}

await bundle('main', 'electron/main/index.ts', true);
await bundle('preload', 'electron/preload/index.ts', false);
cpSync(join(root, 'core/db/migrations'), join(outDir, 'migrations'), { recursive: true });
console.log(`Desktop shell built in ${outDir}`);
