// One Node program bundled with Vite's SSR build (everything inlined but the `external` packages):
// the desktop shell for Electron, and the web server (server-bundle.mjs) as `npm start`, the bench and
// the crash tests run it.
import { build } from 'vite';

/** @param {import('./node-bundle.d.mts').NodeBundle} bundle */
export async function bundleForNode({ name, entry, outDir, format, emptyOutDir = false, sourcemap = false, external = [], plugins = [] }) {
  await build({
    configFile: false,
    logLevel: 'warn',
    build: {
      ssr: true,
      outDir,
      emptyOutDir,
      target: 'node20',
      sourcemap,
      minify: false,
      rollupOptions: {
        input: { [name]: entry },
        external,
        output: { format, entryFileNames: format === 'cjs' ? '[name].cjs' : '[name].mjs' },
        // Koa brings depd, whose eval is its own business, not a problem here.
        onwarn(warning, warn) {
          if (warning.code === 'EVAL' && /[\\/]depd[\\/]/.test(warning.id ?? '')) return;
          warn(warning);
        },
      },
    },
    ssr: { noExternal: true, external },
    plugins,
  });
}
