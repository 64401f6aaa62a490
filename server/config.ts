import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

export interface ServerConfig {
  port: number;
  host: string;
  dbFile: string;
  staticDir: string;
  tls: { cert: Buffer; key: Buffer } | null;
  seedDemo: boolean;
  /** Where e-mail goes out (the herd book by e-mail); null when the server has none. */
  smtp: { url: string; from: string } | null;
}

/** Reads the environment once, at start-up; a wrong value stops the server with a clear message. */
export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const port = Number(env.PORT ?? 3000);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT must be a port number, got "${env.PORT}"`);
  if (Boolean(env.TLS_CERT) !== Boolean(env.TLS_KEY)) throw new Error('TLS_CERT and TLS_KEY must be set together');
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    dbFile: resolve(env.FARM_HAND_DB ?? './data/farm-hand.sqlite'),
    staticDir: resolve(env.FARM_HAND_STATIC ?? './dist/renderer'),
    tls: env.TLS_CERT && env.TLS_KEY ? { cert: readFileSync(env.TLS_CERT), key: readFileSync(env.TLS_KEY) } : null,
    seedDemo: env.FARM_HAND_DEMO !== '0',
    smtp: env.SMTP_URL ? { url: env.SMTP_URL, from: env.MAIL_FROM ?? 'Farm Hand <farm-hand@localhost>' } : null,
  };
}
