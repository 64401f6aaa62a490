import { z } from 'zod';
import { publicProcedure, router } from '../trpc';

export const healthRouter = router({
  // For start-up probes and load balancers: no auth, no database work.
  check: publicProcedure
    .meta({ openapi: { method: 'GET', path: '/api/health', tags: ['health'], protect: false, summary: 'Server is up' } })
    .input(z.void())
    .output(z.object({ ok: z.literal(true) }))
    .query(() => ({ ok: true as const })),
});
