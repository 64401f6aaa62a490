import { closeFarmDb, openFarmDb } from '../core/db/open-farm-db';
import { ensureDemoAccount } from '../core/seed/demo-account';
import { startBackupSchedule } from './backups/backup-schedule';
import { listen } from './listen';
import { smtpMailer } from './mail';
import { readConfig } from './config';
import { consoleLogger as log } from './logger';

// The server's entry: env → database (migrated at open) → demo account on a fresh farm → listen,
// and the database's own backups on their schedule.
const config = readConfig();
const db = openFarmDb(config.dbFile);
if (config.seedDemo && (await ensureDemoAccount(db))) log.info('created the demo account demo@farmhand.app');

const mailer = config.smtp ? smtpMailer(config.smtp) : null;
const running = await listen({ db, log, staticDir: config.staticDir, tls: config.tls, mailer, host: config.host, port: config.port });
log.info(`Farm Hand serving ${running.scheme}://${config.host}:${running.port} (database ${config.dbFile})`);

const backups = config.backups ? startBackupSchedule({ sqlite: db.$client, dir: config.backups.dir, rule: config.backups.keep, everyMs: config.backups.everyMinutes * 60_000, log }) : null;
if (config.backups) {
  const { dir, everyMinutes, keep } = config.backups;
  log.info(`backing up the database every ${everyMinutes} min into ${dir} (keeping ${keep.hourly} hourly and ${keep.daily} daily copies)`);
} else log.info('scheduled backups of the database are off (BACKUP_EVERY_MINUTES=0)');

// Finish the requests in flight and a backup under way, then close the database cleanly (the WAL is checkpointed).
function shutdown(signal: string) {
  log.info(`${signal}: shutting down`);
  void Promise.allSettled([running.close(), backups?.stop()]).finally(() => {
    closeFarmDb(db);
    process.exit(0);
  });
  setTimeout(() => process.exit(0), 5000).unref();
}
process.on('SIGTERM', () => shutdown('SIGTERM'));
process.on('SIGINT', () => shutdown('SIGINT'));
