// Brotli at its best setting, once per build, beside each text file the app serves (app.js →
// app.js.br). The server sends the .br file to browsers that take Brotli (all current ones): about
// 15 % fewer bytes for scripts and 25 % for styles than compressing each answer on the fly, which
// the server still does, quickly, for anything else.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';
import type { Plugin } from 'vite';

const TEXT_FILE = /\.(?:js|css|html|svg|json|webmanifest)$/;
/** Below this, a compressed copy saves less than its headers cost. */
const WORTH_COMPRESSING_BYTES = 1024;

function* filesUnder(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(path);
    else yield path;
  }
}

export function precompressWithBrotli(outDir: string): number {
  let written = 0;
  for (const path of filesUnder(outDir)) {
    if (!TEXT_FILE.test(path) || statSync(path).size < WORTH_COMPRESSING_BYTES) continue;
    const source = readFileSync(path);
    const compressed = brotliCompressSync(source, {
      params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: source.length },
    });
    writeFileSync(`${path}.br`, compressed);
    written += 1;
  }
  return written;
}

/** After the build (the service worker's files included), writes the .br copies. */
export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'farm-hand:precompress',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      handler() {
        precompressWithBrotli(outDir);
      },
    },
  };
}
