import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { createApiContext } from '../api/context';
import { createCaller } from '../api/root';
import type { FarmDb } from '../db/open-farm-db';
import { withoutOwner } from '../db/owned-records';
import { activities, cattle, embryos, forage, medicines, pastures, pregnancyChecks, semenCanes, semenStraws, semenTanks, storageTanks, treatments, weights } from '../db/schema';
import { emptyReplica, type FarmReplica, type ReplicaKind } from '../replica/farm-replica';
import { applyPending } from '../replica/pending-ops';
import { REPLICA_LISTS } from '../replica/replica-lists';
import type { ConflictRecord, OpResult, SyncOp } from '../schemas/sync';
import { FREE_SLOT, opOf, opSpecs, slotIds } from '../testing/generated-ops';
import { insertLegacyHerd, legacyHerd } from '../testing/legacy-herd';
import { quickUser } from '../testing/quick-user';
import { openTempFarmDb } from '../testing/temp-farm-db';

// The parity of a push: the same generated ops, sent through sync.push to a farm on a real SQLite
// file and applied to a replica in memory (core/replica) by the same op logic over the domain's pure
// rules, answer alike op by op (status, message, field issues, the record saved and the conflicts
// raised) and leave every list alike. So a save made offline on a phone looks as it will online.
// The server's clock (createdAt, updatedAt) and the conflicts' ids cannot match the replica's, so
// records are compared without the stamps and conflicts by what they say; the lists whose order
// reads createdAt (activities, embryos, storage tanks, forage) are compared as sets, the others
// (cattle, pastures, semen tanks, canes and straws, whose order is their fields') row for row.
// A farm may start with animals and pastures saved before keys were normalised (look-alike tags and
// names): the replica starts as a copy of the farm's rows, as a phone's first sync gives it.

const { db, dispose } = openTempFarmDb({ waitForDisk: false });
afterAll(() => dispose());

/** 300 farms of up to 46 ops each in about 10 s; PARITY_RUNS=5000 for a long hunt (about 2.5 min). */
const RUNS = Number(process.env.PARITY_RUNS ?? 300);

type Row = Record<string, unknown>;

// Stamps the storing side writes (when, and who as the server knows them), not the op's outcome.
const withoutStamps = ({ createdAt: _created, updatedAt: _updated, createdBy: _by, updatedBy: _lastBy, ...record }: Row) => record;
/** What a conflict says, as JSON keeps it: without its id and time (all are open). */
const content = ({ id: _id, createdAt: _created, resolvedAt: _resolved, resolution: _resolution, ...said }: ConflictRecord) =>
  JSON.parse(JSON.stringify(said)) as Row;
/** Rows as a set: each as JSON with its fields in name order, sorted. */
const asSet = (rows: Row[]) => rows.map((row) => JSON.stringify(Object.fromEntries(Object.entries(row).sort(([a], [b]) => (a < b ? -1 : 1))))).sort();

/** An op's answer as it can be compared: its conflicts by what they say. */
function answer(result: OpResult, conflicts: readonly ConflictRecord[]) {
  const { opId: _opId, record, conflicts: ids = [], ...rest } = result;
  const said = ids.map((id) => content(conflicts.find((conflict) => conflict.id === id)!));
  // A group treatment answers its records within: each without its stamps too.
  const unstamped = (saved: Row) =>
    Object.fromEntries(Object.entries(withoutStamps(saved)).map(([field, value]) => [field, Array.isArray(value) ? value.map((each: Row) => withoutStamps(each)) : value]));
  return { ...rest, ...(record ? { record: unstamped(record as Row) } : {}), conflicts: said };
}

async function serverLists(api: ReturnType<typeof createCaller>) {
  return {
    cattle: await api.cattle.list(),
    pastures: await api.pastures.list(),
    semenTanks: await api.semenTanks.list(),
    semenCanes: await api.semenCanes.list(),
    semenStraws: await api.semenStraws.list(),
    activities: await api.activities.list(),
    embryos: await api.embryos.list(),
    storageTanks: await api.storageTanks.list(),
    forage: await api.forage.list(),
    medicines: await api.medicines.list(),
    treatments: await api.treatments.list({}),
    pregnancyChecks: await api.pregnancyChecks.list({}),
    weights: await api.weights.list({}),
    conflicts: await api.conflicts.list(),
  };
}

const TABLES = { cattle, pastures, semenTanks, semenCanes, semenStraws, embryos, storageTanks, forage, activities, medicines, treatments, pregnancyChecks, weights };

/** The farm's rows, every column but the owner: the replica a phone starts from. */
function replicaOf(db: FarmDb, userId: string): FarmReplica {
  const replica = emptyReplica();
  for (const [kind, table] of Object.entries(TABLES) as [ReplicaKind, (typeof TABLES)[ReplicaKind]][]) {
    (replica.records as Record<ReplicaKind, unknown[]>)[kind] = db.select().from(table).where(eq(table.userId, userId)).all().map(withoutOwner);
  }
  return replica;
}

const IN_ORDER = ['cattle', 'pastures', 'semenTanks', 'semenCanes', 'semenStraws'] as const;
// Treatments, checks and weighings too: their order reads createdAt.
const AS_SETS = ['activities', 'embryos', 'storageTanks', 'forage', 'medicines', 'treatments', 'pregnancyChecks', 'weights'] as const;

function expectSameLists(server: Awaited<ReturnType<typeof serverLists>>, replica: FarmReplica) {
  for (const kind of IN_ORDER) expect([kind, (server[kind] as Row[]).map(withoutStamps)]).toEqual([kind, (REPLICA_LISTS[kind](replica) as Row[]).map(withoutStamps)]);
  for (const kind of AS_SETS) expect([kind, asSet((server[kind] as Row[]).map(withoutStamps))]).toEqual([kind, asSet((REPLICA_LISTS[kind](replica) as Row[]).map(withoutStamps))]);
  expect(asSet(server.conflicts.map(content))).toEqual(asSet(REPLICA_LISTS.conflicts(replica).map(content)));
}

describe('a push on SQLite and the same ops on a replica in memory', () => {
  it('answer every op alike and leave every list alike', async () => {
    await fc.assert(
      fc.asyncProperty(legacyHerd, opSpecs, async (herd, specs) => {
        const { userId, token } = quickUser(db);
        const api = createCaller(createApiContext({ db, token, requestId: 'parity' }));
        const deviceId = randomUUID();
        const ids = slotIds();
        insertLegacyHerd(db, userId, herd, { cattle: ids.cattle[FREE_SLOT]!, pastures: ids.pastures[FREE_SLOT]! });
        const replica = replicaOf(db, userId);
        // Each op is made from the replica as it stands (a base "as the device saw it"), then applied to it.
        const ops: SyncOp[] = [];
        const inMemory = specs.flatMap((spec) => {
          const op = opOf(spec, ids, replica);
          ops.push(op);
          return applyPending(replica, deviceId, [op]);
        });
        const { results } = await api.sync.push({ deviceId, ops });
        const server = await serverLists(api);
        expect(results.map((result) => answer(result, server.conflicts))).toEqual(inMemory.map((result) => answer(result, replica.conflicts)));
        expectSameLists(server, replica);
      }),
      { numRuns: RUNS },
    );
  }, RUNS * 200);
});
