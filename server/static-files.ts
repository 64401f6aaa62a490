import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { Middleware } from 'koa';
import send from 'koa-send';

// Vite's hashed files never change under the same name; everything else is revalidated so a new
// release (and a new service worker) reaches phones at once.
const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';

/** Serves the built renderer; any other GET that wants a page gets index.html (client routing). */
export function staticFiles(root: string): Middleware {
  const indexFile = join(root, 'index.html');
  return async (ctx, next) => {
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') return next();
    try {
      await send(ctx, ctx.path, {
        root,
        index: 'index.html',
        // The build writes a Brotli copy beside each text file (app.js.br), sent to browsers that
        // take Brotli; a cache must keep one copy per encoding.
        brotli: true,
        setHeaders: (res, path) => {
          res.setHeader('Cache-Control', path.includes(join(root, 'assets')) ? IMMUTABLE : REVALIDATE);
          res.setHeader('Vary', 'Accept-Encoding');
        },
      });
      return;
    } catch (error) {
      if ((error as { status?: number }).status !== 404) throw error;
    }
    // A missing file with an extension is a real 404, not a page: a stale script must fail loudly.
    const wantsPage = !/\.[a-z0-9]+$/i.test(ctx.path) && ctx.accepts('html') === 'html';
    if (!wantsPage || !existsSync(indexFile)) return next();
    ctx.set('Cache-Control', REVALIDATE);
    await send(ctx, 'index.html', { root });
  };
}
