import { mayCall, roleRefusal, type Role } from '../domain/roles';
import type { ProcedureMeta } from './trpc';

// The roles each call declares, by its dotted path ("cattle.create"), for the calls that carry other
// calls inside them: a sync push applies each op as the op's own call, and settling a conflict as
// "mine" makes the device's write. root.ts registers the API's calls once it is built (the routers
// that read this are part of it, so they cannot import it).

let declared: ReadonlyMap<string, readonly Role[]> = new Map();

export function registerCallRoles(procedures: Readonly<Record<string, { _def: { meta?: unknown } }>>): void {
  declared = new Map(Object.entries(procedures).map(([path, procedure]) => [path, (procedure._def.meta as ProcedureMeta | undefined)?.roles ?? []]));
}

/** Why `role` may not make the call at `path` (its refusal, 403's words), or null when it may. An unknown call is refused. */
export const callRefusal =
  (role: Role) =>
  (path: string): string | null =>
    mayCall(declared.get(path) ?? [], role) ? null : roleRefusal(role);

/** Every call `role` may make, for the screens to hide the rest. */
export const allowedCalls = (role: Role): string[] => [...declared].filter(([, roles]) => mayCall(roles, role)).map(([path]) => path);
