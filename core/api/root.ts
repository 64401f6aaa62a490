import { authRouter } from './routers/auth';
import { healthRouter } from './routers/health';
import { createCallerFactory, router } from './trpc';

/** The one API: REST (from each procedure's meta), HTTP tRPC and Electron IPC all serve this. */
export const appRouter = router({
  health: healthRouter,
  auth: authRouter,
});

export type AppRouter = typeof appRouter;

export const createCaller = createCallerFactory(appRouter);
