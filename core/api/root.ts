import { activitiesRouter } from './routers/activities';
import { authRouter } from './routers/auth';
import { cattleRouter } from './routers/cattle';
import { dashboardRouter } from './routers/dashboard';
import { dataRouter } from './routers/data';
import { exportsRouter } from './routers/exports';
import { farmRouter } from './routers/farm';
import { historyRouter } from './routers/history';
import { importsRouter } from './routers/imports';
import { healthRouter } from './routers/health';
import { pregnancyChecksRouter, treatmentsRouter, weightsRouter } from './routers/herd-health';
import { medicinesRouter } from './routers/medicines';
import { embryosRouter, forageRouter, storageTanksRouter } from './routers/inventory';
import { pasturesRouter } from './routers/pastures';
import { reportsRouter } from './routers/reports';
import { semenCanesRouter, semenStrawsRouter, semenTanksRouter } from './routers/semen';
import { conflictsRouter, syncRouter } from './routers/sync';
import { registerCallRoles } from './call-roles';
import { createCallerFactory, router } from './trpc';

/** The one API: REST (from each procedure's meta), HTTP tRPC and Electron IPC all serve this. */
export const appRouter = router({
  health: healthRouter,
  auth: authRouter,
  cattle: cattleRouter,
  pastures: pasturesRouter,
  dashboard: dashboardRouter,
  exports: exportsRouter,
  activities: activitiesRouter,
  semenTanks: semenTanksRouter,
  semenCanes: semenCanesRouter,
  semenStraws: semenStrawsRouter,
  embryos: embryosRouter,
  storageTanks: storageTanksRouter,
  forage: forageRouter,
  medicines: medicinesRouter,
  treatments: treatmentsRouter,
  pregnancyChecks: pregnancyChecksRouter,
  weights: weightsRouter,
  data: dataRouter,
  reports: reportsRouter,
  sync: syncRouter,
  conflicts: conflictsRouter,
  farm: farmRouter,
  history: historyRouter,
  imports: importsRouter,
});

registerCallRoles(appRouter._def.procedures as never);

export type AppRouter = typeof appRouter;

export const createCaller = createCallerFactory(appRouter);
