// A certificate for localhost, signed by itself, so the bench can serve the app over HTTPS as a
// phone reaches its farm's server: only over HTTPS does a browser offer Brotli for the API's
// answers (over plain HTTP it asks for gzip, a third bigger for the change feed). The browser is
// told to accept the certificate (--ignore-certificate-errors). Made with Debian's openssl.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** A certificate and its key, as PEM text. */
export interface Certificate {
  cert: string;
  key: string;
}

/** Chromium's flag that accepts the self-signed certificate (its service worker registers too). */
export const ACCEPT_SELF_SIGNED = '--ignore-certificate-errors';

export function selfSignedCertificate(): Certificate {
  const dir = mkdtempSync(join(tmpdir(), 'farm-hand-bench-tls-'));
  try {
    const files = { cert: join(dir, 'cert.pem'), key: join(dir, 'key.pem') };
    execFileSync(
      'openssl',
      ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '2', '-subj', '/CN=localhost', '-addext', 'subjectAltName=DNS:localhost', '-keyout', files.key, '-out', files.cert],
      { stdio: 'ignore' },
    );
    return { cert: readFileSync(files.cert, 'utf8'), key: readFileSync(files.key, 'utf8') };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
