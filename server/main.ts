import { closeFarmDb, openFarmDb } from '../core/db/open-farm-db';
import { startBackupSchedule } from './backups/backup-schedule';
import { startDemoResets } from './demo-resets';
import { listen } from './listen';
import { smtpMailer } from './mail';
import { readConfig } from './config';
import { consoleLogger as log } from './logger';

// The server's entry: env → database (migrated at open) → the demo account put back as published
// (created on a fresh farm), and each night → listen, and the database's own backups on their schedule.
const config = readConfig();
const db = openFarmDb(config.dbFile);
const demo = config.seedDemo ? await startDemoResets({ db, log }) : null;

const mailer = config.smtp ? smtpMailer(config.smtp) : null;
const { staticDir, tls, host, port, signupsPerHour } = config;
const running = await listen({ db, log, staticDir, tls, mailer, signupsPerHour, host, port });
log.info(`Farm Hand serving ${running.scheme}://${config.host}:${running.port} (database ${config.dbFile})`);

const backups = config.backups ? startBackupSchedule({ sqlite: db.$client, dir: config.backups.dir, rule: config.backups.keep, everyMs: config.backups.everyMinutes * 60_000, log }) : null;
if (config.backups) {
  const { dir, everyMinutes, keep } = config.backups;
  log.info(`backing up the database every ${everyMinutes} min into ${dir} (keeping ${keep.hourly} hourly and ${keep.daily} daily copies)`);
} else log.info('scheduled backups of the database are off (BACKUP_EVERY_MINUTES=0)');

// Finish the requests in flight and a backup under way, then close the database cleanly (the WAL is checkpointed).
function shutdown(signal: string) {
  log.info(`${signal}: shutting down`);
  void Promise.allSettled([running.close(), backups?.stop(), demo?.stop()]).finally(() => {
    closeFarmDb(db);
    process.exit(0);
  });
  setTimeout(() => process.exit(0), 5000).unref();
}
process.on('SIGTERM', () => shutdown('SIGTERM'));
process.on('SIGINT', () => shutdown('SIGINT'));
