import { describe, expect, it } from 'vitest';
import { RECORD_ID_MESSAGES } from '../schemas/fields';
import type { SyncOp, SyncProcedure } from '../schemas/sync';
import { emptyReplica } from './farm-replica';
import { applyPending } from './pending-ops';
import { REPLICA_LISTS } from './replica-lists';

// A farm's replica in memory on its own, no database: what a phone shows of its pending saves. (That
// it answers as the server does, op for op, is core/sync/push-parity.property.test.ts's.)

let ids = 0;
const id = () => `00000000-0000-4000-8000-${String(++ids).padStart(12, '0')}`;
const op = (procedure: SyncProcedure, input: Record<string, unknown>, base?: Record<string, unknown>): SyncOp => ({ opId: id(), procedure, input, ...(base ? { base } : {}) });
const device = id();

describe('a replica in memory', () => {
  it('makes one record of a create sent twice, refuses the id with other details, and keeps a deleted id deleted', () => {
    const replica = emptyReplica();
    const pasture = { id: id(), name: 'North' };
    const [made, again, other, , recreated] = applyPending(replica, device, [
      op('pastures.create', pasture),
      op('pastures.create', pasture),
      op('pastures.create', { ...pasture, name: 'South' }),
      op('pastures.delete', { id: pasture.id }),
      op('pastures.create', pasture),
    ]);
    expect(again).toEqual({ ...made, opId: again!.opId });
    expect(other).toMatchObject({ status: 'rejected', message: RECORD_ID_MESSAGES.savedWithOtherDetails });
    expect(recreated).toMatchObject({ status: 'conflict' });
    expect(replica.conflicts).toEqual([expect.objectContaining({ type: 'deleted', recordKind: 'pastures', recordId: pasture.id, recordLabel: 'North' })]);
    expect(REPLICA_LISTS.pastures(replica)).toEqual([]);
  });

  it('moves a pasture’s animals with its new name, and refuses its delete while they graze it', () => {
    const replica = emptyReplica();
    const pasture = { id: id(), name: 'North' };
    const cow = { id: id(), tag: '7', type: 'Cow', pasture: 'North' };
    const [, , renamed, refused] = applyPending(replica, device, [
      op('pastures.create', pasture),
      op('cattle.create', cow),
      op('pastures.update', { id: pasture.id, name: 'Creek' }, { name: 'North' }),
      op('pastures.delete', { id: pasture.id }),
    ]);
    expect(renamed).toMatchObject({ status: 'applied', record: { name: 'Creek', version: 2 } });
    expect(REPLICA_LISTS.cattle(replica)).toEqual([expect.objectContaining({ id: cow.id, pasture: 'Creek', version: 2 })]);
    expect(refused).toMatchObject({ status: 'rejected', message: 'Move the 1 head in Creek to another pasture before deleting it' });
  });

  it('draws a breeding’s straws, keeps it when they run short with a recount conflict, and deletes a tank with its canes and straws', () => {
    const replica = emptyReplica();
    const [tank, cane, straw] = [id(), id(), id()];
    applyPending(replica, device, [
      op('semenTanks.create', { id: tank, name: 'Tank A' }),
      op('semenCanes.create', { id: cane, tankId: tank, caneNumber: '1' }),
      op('semenStraws.create', { id: straw, caneId: cane, bullName: 'Big Red', breed: 'Angus', totalStraws: 2, remainingStraws: 9 }),
    ]);
    expect(REPLICA_LISTS.semenTanks(replica)).toEqual([expect.objectContaining({ id: tank, remainingStraws: 2 })]);
    const breeding = { type: 'breeding', cattleTag: '7', date: '2025-03-01', pasture: 'North', breedingMethod: 'AI', breedingSire: 'Big Red|Tank A', strawsUsed: 3 };
    const [bred] = applyPending(replica, device, [op('activities.create', { ...breeding, id: id() })]);
    expect(bred).toMatchObject({ status: 'conflict' });
    expect(replica.conflicts.at(-1)).toMatchObject({ type: 'recount', recordKind: 'semenStraws', recordId: straw, recordLabel: 'Big Red in Tank A', theirs: 2, mine: 3 });
    expect(REPLICA_LISTS.semenStraws(replica)).toEqual([expect.objectContaining({ id: straw, remainingStraws: 0, tankName: 'Tank A', version: 2 })]);

    applyPending(replica, device, [op('semenTanks.delete', { id: tank })]);
    expect([REPLICA_LISTS.semenTanks(replica), REPLICA_LISTS.semenCanes(replica), REPLICA_LISTS.semenStraws(replica)]).toEqual([[], [], []]);
    expect([...replica.tombstones.semenCanes.keys(), ...replica.tombstones.semenStraws.keys()]).toEqual([cane, straw]);
  });

  it('saves a disposition\'s status offline as the server does: sold on a create, deceased on an edit', () => {
    const replica = emptyReplica();
    const [steer, cow] = [{ id: id(), tag: '8', type: 'Steer', pasture: 'North', disposition: 'sold' }, { id: id(), tag: '9', type: 'Cow', pasture: 'North', status: 'pregnant' }];
    applyPending(replica, device, [op('cattle.create', steer), op('cattle.create', cow), op('cattle.update', { id: cow.id, disposition: 'deceased' }, { disposition: null })]);
    expect(REPLICA_LISTS.cattle(replica).map(({ tag, status }) => ({ tag, status }))).toEqual([{ tag: '8', status: 'sold' }, { tag: '9', status: 'deceased' }]);
  });

  it('leaves nothing of a refused op: a rename onto a taken name moves nobody', () => {
    const replica = emptyReplica();
    const north = { id: id(), name: 'North' };
    applyPending(replica, device, [op('pastures.create', north), op('pastures.create', { id: id(), name: 'South' }), op('cattle.create', { id: id(), name: 'Bess', type: 'Cow', pasture: 'North' })]);
    const before = structuredClone(replica.records);
    const [clash] = applyPending(replica, device, [op('pastures.update', { id: north.id, name: 'South' })]);
    expect(clash).toMatchObject({ status: 'conflict' });
    expect(replica.records).toEqual(before);
  });
});
