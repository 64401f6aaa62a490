import { PROCEDURES } from './procedures';
import type { ProcedureMeta } from './trpc';

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Whether a procedure takes no input at all (none declared, or `z.void()`). */
function takesNoInput(inputs: readonly unknown[]): boolean {
  return inputs.every((input) => (input as { _zod?: { def?: { type?: string } } })._zod?.def?.type === 'void');
}

/**
 * The REST writes that take no body ("POST /api/auth/logout"): a body sent to one is the caller's
 * mistake, refused rather than read and ignored.
 */
export function bodylessRoutes(): Set<string> {
  const routes = new Set<string>();
  for (const procedure of Object.values(PROCEDURES)) {
    const meta = procedure._def.meta as ProcedureMeta | undefined;
    const inputs = (procedure._def as { inputs?: unknown[] }).inputs ?? [];
    if (meta?.openapi && WRITE_METHODS.has(meta.openapi.method) && takesNoInput(inputs)) routes.add(`${meta.openapi.method} ${meta.openapi.path}`);
  }
  return routes;
}
