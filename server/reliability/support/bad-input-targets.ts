import type { FuzzTargets } from './bad-input-requests';
import { collectionOf, type ApiDocument, type Operation } from './openapi-operations';
import { kindOf, RECORD_KINDS, VALID_INPUTS, type Body, type Fixture } from './openapi-records';

/**
 * What the generated calls aim at: the ids of the farm's and the neighbour's fixtures, and a valid
 * body for every operation (checked against its input schema here, so a stale one fails loudly).
 */
export async function fuzzTargets(document: ApiDocument, own: Fixture, theirs: Fixture): Promise<FuzzTargets> {
  const ids = (collection: string) => {
    kindOf(collection);
    return [own.ids[collection]!, theirs.ids[collection]!];
  };
  const bodies = new Map<string, Body>();
  for (const operation of document.operations) {
    const collection = collectionOf(operation.path);
    const makesOrChanges = operation.method !== 'GET' && operation.method !== 'DELETE' && collection in RECORD_KINDS;
    const body = makesOrChanges && operation.body ? own.bodies[collection]! : (VALID_INPUTS[operation.key] ?? {});
    const path = Object.fromEntries(operation.pathParams.map((param) => [param.name, ids(collection)[0]]));
    const input = operation.procedure.input._zod.def.type === 'void' ? undefined : { ...body, ...path };
    const checked = await operation.procedure.input.safeParseAsync(input);
    if (!checked.success) throw new Error(`${operation.key}: no valid body known (${checked.error.issues[0]?.message}); add one to VALID_INPUTS (support/openapi-records.ts)`);
    bodies.set(operation.key, body);
  }
  return { document, ids, validBody: (operation: Operation) => bodies.get(operation.key)! };
}
