import type { AnyTRPCProcedure } from '@trpc/server';
import { appRouter } from './root';

/**
 * Every procedure of the API by its dotted path ("cattle.list"), for code and tests that go
 * through them all. At run time the router's `procedures` is this flat map; its type is nested.
 */
export const PROCEDURES = appRouter._def.procedures as unknown as Readonly<Record<string, AnyTRPCProcedure>>;
