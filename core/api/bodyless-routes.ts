import { procedureInfos } from './procedures';

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Whether a procedure takes no input at all (none declared, or `z.void()`). */
function takesNoInput(inputs: readonly unknown[]): boolean {
  return inputs.every((input) => (input as { _zod?: { def?: { type?: string } } })._zod?.def?.type === 'void');
}

/** What a body sent to a write that takes none is told. */
export const NO_BODY_MESSAGE = 'This request takes no body';

/** The writes that take no input, by procedure name ("auth.logout"), with their REST method and path. */
function bodylessWrites(): { name: string; route: string }[] {
  return procedureInfos().flatMap(({ name, meta, inputs }) => {
    if (!meta?.openapi || !WRITE_METHODS.has(meta.openapi.method) || !takesNoInput(inputs)) return [];
    return [{ name, route: `${meta.openapi.method} ${meta.openapi.path}` }];
  });
}

/**
 * The REST writes that take no body ("POST /api/auth/logout"): a body sent to one is the caller's
 * mistake, refused rather than read and ignored.
 */
export function bodylessRoutes(): Set<string> {
  return new Set(bodylessWrites().map((write) => write.route));
}

/** The same writes by their tRPC name, refused a body on that transport too. */
export function bodylessProcedures(): Set<string> {
  return new Set(bodylessWrites().map((write) => write.name));
}
