import helmet from 'koa-helmet';
import type { Middleware } from 'koa';

/**
 * Helmet's defaults, tightened. The PWA needs only its own origin: scripts, the service worker and
 * the manifest are same-origin files; Blueprint sets inline styles, hence 'unsafe-inline' for
 * styles alone. Over plain HTTP (a phone on the farm LAN) `upgrade-insecure-requests` and HSTS
 * would break every request, so they are sent only when the server itself speaks TLS.
 */
export function securityHeaders(opts: { tls: boolean }): Middleware {
  return helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        baseUri: ["'none'"],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
        scriptSrc: ["'self'"],
        scriptSrcAttr: ["'none'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        manifestSrc: ["'self'"],
        workerSrc: ["'self'"],
        ...(opts.tls ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    strictTransportSecurity: opts.tls ? { maxAge: 15552000, includeSubDomains: true } : false,
    referrerPolicy: { policy: 'no-referrer' },
    xFrameOptions: { action: 'deny' },
  });
}
