// The security headers every answer must carry, written out in full: a change to any of them is a
// decision, and must change this file too.

const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "base-uri 'none'",
  "object-src 'none'",
  // Nobody may frame the app (clickjacking); X-Frame-Options says the same to older browsers.
  "frame-ancestors 'none'",
  "form-action 'self'",
  "script-src 'self'",
  "script-src-attr 'none'",
  // Blueprint sets inline styles; scripts stay strict.
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "manifest-src 'self'",
  "worker-src 'self'",
].join(';');

const ON_EVERY_ANSWER = {
  'content-security-policy': CONTENT_SECURITY_POLICY,
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'no-referrer',
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
  // Plain HTTP on a farm LAN must keep working: HSTS only when the server itself speaks TLS.
  'strict-transport-security': null,
  // Nothing says what the server runs on.
  'x-powered-by': null,
  server: null,
} as const;

/** The headers expected on an answer at `path`: /api answers are private and always revalidated. */
export function expectedHeaders(path: string): Record<string, string | null> {
  const api = path === '/api' || path.startsWith('/api/');
  return { ...ON_EVERY_ANSWER, 'cache-control': api ? 'private, no-cache' : 'no-cache' };
}

/** The answer's values of the headers `expectedHeaders` names (null when absent). */
export function headerSnapshot(headers: Headers): Record<string, string | null> {
  return Object.fromEntries(Object.keys(expectedHeaders('/api')).map((name) => [name, headers.get(name)]));
}
