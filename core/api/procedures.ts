import type { AnyTRPCProcedure } from '@trpc/server';
import { appRouter } from './root';
import type { ProcedureMeta } from './trpc';

/**
 * Every procedure of the API by its dotted path ("cattle.list"), for code and tests that go
 * through them all. At run time the router's `procedures` is this flat map; its type is nested.
 */
export const PROCEDURES = appRouter._def.procedures as unknown as Readonly<Record<string, AnyTRPCProcedure>>;

/** What code that goes through every procedure reads of one: its path, what it says of itself, its input parsers. */
export interface ProcedureInfo {
  name: string;
  meta: ProcedureMeta | undefined;
  inputs: readonly unknown[];
}

const infoOf = (name: string, procedure: AnyTRPCProcedure): ProcedureInfo => ({
  name,
  meta: procedure._def.meta as ProcedureMeta | undefined,
  inputs: (procedure._def as { inputs?: unknown[] }).inputs ?? [],
});

/** Every procedure's path, meta and input parsers. */
export const procedureInfos = (): ProcedureInfo[] => Object.entries(PROCEDURES).map(([name, procedure]) => infoOf(name, procedure));

/** What the procedure at this path says of itself (REST path, download, runs alone), if there is one. */
export const metaOf = (name: string): ProcedureMeta | undefined => (PROCEDURES[name] ? infoOf(name, PROCEDURES[name]).meta : undefined);
