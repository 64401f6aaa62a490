import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { SIGNUPS_PER_HOUR } from '../core/auth/accounts';
import { DEFAULT_RETENTION, type RetentionRule } from '../core/domain/backup-retention';

/** The server's own backups of its database (server/backups), on a schedule. */
export interface BackupConfig {
  dir: string;
  everyMinutes: number;
  keep: RetentionRule;
}

export interface ServerConfig {
  port: number;
  host: string;
  dbFile: string;
  staticDir: string;
  tls: { cert: Buffer; key: Buffer } | null;
  seedDemo: boolean;
  /** Where e-mail goes out (verification links, the herd book), and where its links open the app; null when the server has none. */
  smtp: { url: string; from: string; appUrl: string } | null;
  /** Sign-ups one client address may make within an hour. */
  signupsPerHour: number;
  /** Null when scheduled backups are off (BACKUP_EVERY_MINUTES=0). */
  backups: BackupConfig | null;
}

/** The longest backup interval: a week (a timer cannot wait longer than 24 days anyway). */
const MAX_BACKUP_MINUTES = 7 * 24 * 60;
const MAX_KEPT = 10_000;

/** The database file: FARM_HAND_DB, or ./data/farm-hand.sqlite. */
export function databaseFile(env: NodeJS.ProcessEnv): string {
  return resolve(env.FARM_HAND_DB || './data/farm-hand.sqlite');
}

/** A whole number from the environment within [min, max]; unset or empty gives the default. */
function wholeNumber(env: NodeJS.ProcessEnv, name: string, fallback: number, min: number, max: number): number {
  const text = env[name]?.trim();
  if (text === undefined || text === '') return fallback;
  const value = Number(text);
  if (!/^\d+$/.test(text) || value < min || value > max) throw new Error(`${name} must be a whole number from ${min} to ${max}, got "${env[name]}"`);
  return value;
}

function readBackupConfig(env: NodeJS.ProcessEnv, dbFile: string): BackupConfig | null {
  const everyMinutes = wholeNumber(env, 'BACKUP_EVERY_MINUTES', 60, 0, MAX_BACKUP_MINUTES);
  const keep = {
    hourly: wholeNumber(env, 'BACKUP_KEEP_HOURLY', DEFAULT_RETENTION.hourly, 0, MAX_KEPT),
    daily: wholeNumber(env, 'BACKUP_KEEP_DAILY', DEFAULT_RETENTION.daily, 0, MAX_KEPT),
  };
  if (everyMinutes === 0) return null;
  return { dir: resolve(env.BACKUP_DIR || join(dirname(dbFile), 'backups')), everyMinutes, keep };
}

/**
 * Mail needs PUBLIC_URL, the address people open the app at: the links in mails point there. It is
 * never guessed from a request, whose Host header anyone can write.
 */
function readSmtpConfig(env: NodeJS.ProcessEnv): ServerConfig['smtp'] {
  if (!env.SMTP_URL) return null;
  const appUrl = env.PUBLIC_URL?.trim() ?? '';
  if (!/^https?:\/\/[^/\s]+/.test(appUrl)) {
    throw new Error(`PUBLIC_URL must be set with SMTP_URL, to the address people open Farm Hand at (e.g. https://farm.example.com), got "${env.PUBLIC_URL ?? ''}"`);
  }
  return { url: env.SMTP_URL, from: env.MAIL_FROM ?? 'Farm Hand <farm-hand@localhost>', appUrl };
}

/** Reads the environment once, at start-up; a wrong value stops the server with a clear message. */
export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const port = Number(env.PORT ?? 3000);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT must be a port number, got "${env.PORT}"`);
  if (Boolean(env.TLS_CERT) !== Boolean(env.TLS_KEY)) throw new Error('TLS_CERT and TLS_KEY must be set together');
  const dbFile = databaseFile(env);
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    dbFile,
    staticDir: resolve(env.FARM_HAND_STATIC ?? './dist/renderer'),
    tls: env.TLS_CERT && env.TLS_KEY ? { cert: readFileSync(env.TLS_CERT), key: readFileSync(env.TLS_KEY) } : null,
    seedDemo: env.FARM_HAND_DEMO !== '0',
    smtp: readSmtpConfig(env),
    signupsPerHour: wholeNumber(env, 'SIGNUPS_PER_HOUR', SIGNUPS_PER_HOUR, 1, 1_000_000),
    backups: readBackupConfig(env, dbFile),
  };
}
