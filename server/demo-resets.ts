import type { FarmDb } from '../core/db/open-farm-db';
import { nextNightlyRun } from '../core/domain/nightly-run';
import { resetDemoAccount } from '../core/seed/demo-account';
import type { Logger } from './logger';

// The published demo account is put back as it was published when the server starts and every
// night, since anyone may sign in to it and change its records. A failed reset is logged and tried
// again the next night; the server keeps serving. The timer never keeps the process alive.

export interface DemoResetOptions {
  db: FarmDb;
  log: Logger;
  /** When the next reset after a moment is due: each night at 3:00 unless a test says otherwise. */
  nextRun?: (after: Date) => Date;
}

export interface DemoResets {
  /** Stops the nightly timer and waits for a reset under way to finish. */
  stop(): Promise<void>;
}

/** Puts the demo farm back now (resolving once it is), then each night. */
export async function startDemoResets({ db, log, nextRun = nextNightlyRun }: DemoResetOptions): Promise<DemoResets> {
  let running: Promise<void> | null = null;
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;

  const reset = () =>
    resetDemoAccount(db).then(
      (done) => log.info(done === 'created' ? 'created the demo account demo@farmhand.app' : 'put the demo farm back as published'),
      (error: unknown) => log.error('putting the demo farm back failed; it is tried again next night:', error),
    );

  function scheduleNext() {
    if (stopped) return;
    const now = new Date();
    timer = setTimeout(() => {
      running = reset().finally(() => {
        running = null;
        scheduleNext();
      });
    }, nextRun(now).getTime() - now.getTime());
    timer.unref();
  }

  await reset();
  scheduleNext();
  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
