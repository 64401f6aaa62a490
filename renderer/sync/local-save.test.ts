import { describe, expect, it } from 'vitest';
import { NotFoundError } from '../../core/errors';
import { emptyReplica, type FarmReplica } from '../../core/replica/farm-replica';
import type { SyncOp, SyncProcedure } from '../../core/schemas/sync';
import { saveLocally } from './local-save';

// A weighing saved on the phone as the server saves it: the record, and the animal's weights after.

let ids = 0;
const id = () => `00000000-0000-4000-8000-${String(++ids).padStart(12, '0')}`;
const op = (procedure: SyncProcedure, input: Record<string, unknown>): SyncOp => ({ opId: id(), procedure, input });
const weightOf = (replica: FarmReplica, cattleId: string) => replica.records.cattle.find((animal) => animal.id === cattleId)?.weight;

describe('a save on the phone of a record only added', () => {
  it('records a weighing, the animal’s weight following it, and takes it back, the weight going back too', () => {
    const cow = { id: id(), tag: '7', type: 'Cow', pasture: 'North' };
    const { replica: bought } = saveLocally(emptyReplica(), op('cattle.create', cow));
    const { replica: herd } = saveLocally(bought, op('weights.create', { id: id(), cattleId: cow.id, date: '2026-02-01', weight: 1100 }));
    const weighing = { id: id(), cattleId: cow.id, date: '2026-03-01', weight: 1180.4, kind: 'other' };

    const weighed = saveLocally(herd, op('weights.create', weighing));
    expect(weighed.answer).toMatchObject({ id: weighing.id, weight: 1180, version: 1 });
    expect(weightOf(weighed.replica, cow.id)).toBe(1180);

    const undone = saveLocally(weighed.replica, op('weights.delete', { id: weighing.id, version: 1 }));
    expect(undone.answer).toEqual({ ok: true });
    expect(undone.replica.records.weights.map((each) => each.weight)).toEqual([1100]);
    expect(weightOf(undone.replica, cow.id)).toBe(1100);
  });

  it('refuses a weighing of an animal the farm does not have, as the server does', () => {
    expect(() => saveLocally(emptyReplica(), op('weights.create', { id: id(), cattleId: id(), date: '2026-03-01', weight: 500 }))).toThrow(NotFoundError);
  });
});
