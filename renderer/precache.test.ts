import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';

// The service worker's precache (vite.config.ts, workbox) against the built renderer: every file the
// app can load, from index.html through every static and lazy import (each screen, each dialog, its
// CSS), is in the manifest, so every screen and dialog opens offline. A file left out by a glob, or
// one over workbox's size limit, which it skips without failing the build, fails here. Left out on
// purpose: Blueprint's every-icon path tables, loaded only for an icon named by string.
const DIST = resolve('dist/renderer');

/** A file's references to other built files: `./x.js` in an import, `assets/x.css` in a preload list. */
const REFERENCE = /(?:\.\/|\/?assets\/)([\w.-]+\.(?:js|css|png|svg|woff2))\b/g;

const read = (path: string) => readFileSync(join(DIST, path), 'utf8');

/** The URLs in the service worker's precache manifest. */
function precached(): Set<string> {
  return new Set([...read('sw.js').matchAll(/url:"([^"]+)"/g)].map((match) => match[1]!));
}

/** Every file under assets/ the app can load, following imports from index.html. */
function loadable(): Set<string> {
  const found = new Set<string>();
  const follow = (text: string) => {
    for (const [, name] of text.matchAll(REFERENCE)) {
      const path = `assets/${name}`;
      if (found.has(path) || !existsSync(join(DIST, path))) continue;
      found.add(path);
      if (path.endsWith('.js') || path.endsWith('.css')) follow(read(path));
    }
  };
  follow(read('index.html'));
  return found;
}

/** Whether the chunk holds nothing but Blueprint's icon paths and their loaders (from its source map). */
function isBlueprintIconTable(path: string): boolean {
  if (!existsSync(join(DIST, `${path}.map`))) return false;
  const { sources } = JSON.parse(read(`${path}.map`)) as { sources: string[] };
  return sources.every((source) => /@blueprintjs\/icons\/lib\/esm\/(allPaths|paths-loaders\/|generated\/\d+px\/paths\/)/.test(source));
}

describe('the service worker keeps every file a screen or a dialog can load', () => {
  let manifest: Set<string>;
  let files: Set<string>;
  beforeAll(() => {
    if (!existsSync(join(DIST, 'sw.js'))) throw new Error('Build the renderer first (npm run build)');
    manifest = precached();
    files = loadable();
  });

  it('finds the lazy screens and dialogs through the imports', () => {
    for (const chunk of ['CattlePage', 'CustomizeDashboardDialog', 'WelcomeDialog', 'NotFoundPage', 'demo-answers']) {
      expect([...files].some((path) => path.startsWith(`assets/${chunk}-`)), chunk).toBe(true);
    }
  });

  it('precaches every one of them, and index.html, Blueprint’s icon tables aside', () => {
    expect(manifest.has('index.html')).toBe(true);
    const missing = [...files].filter((path) => !manifest.has(path));
    expect(missing.filter((path) => !isBlueprintIconTable(path))).toEqual([]);
  });

  it('keeps Blueprint’s icon tables out: the app never names an icon by string', () => {
    expect([...manifest].filter((path) => path.endsWith('.js') && isBlueprintIconTable(path))).toEqual([]);
  });
});
