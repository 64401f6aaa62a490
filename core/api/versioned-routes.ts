import { procedureInfos } from './procedures';

const VERSIONED_METHODS = new Set(['PUT', 'PATCH', 'DELETE']);

/** Whether a procedure's input object has a `version` field (the version of the record the client opened). */
function takesVersion(inputs: readonly unknown[]): boolean {
  return inputs.some((input) => {
    const shape = (input as { shape?: Record<string, unknown> }).shape;
    return shape !== undefined && 'version' in shape;
  });
}

/**
 * The REST edits and deletes of versioned records ("PUT /api/forage/{id}"), as a matcher: an
 * `If-Match` header on one of them is the version the client opened. Derived from the procedures,
 * so a new record type's calls are covered when their input takes `version`.
 */
export function versionedRoutes(): (method: string, path: string) => boolean {
  const routes: { method: string; pattern: RegExp }[] = [];
  for (const { meta, inputs } of procedureInfos()) {
    const openapi = meta?.openapi;
    if (!openapi || !VERSIONED_METHODS.has(openapi.method) || !takesVersion(inputs)) continue;
    const pattern = new RegExp(`^${openapi.path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{[^}]+\}/g, '[^/]+')}$`);
    routes.push({ method: openapi.method, pattern });
  }
  return (method, path) => routes.some((route) => route.method === method && route.pattern.test(path));
}
