import { describe, expect, it } from 'vitest';
import { addDays, todayISO } from '../../core/domain';
import { ConflictError, InvalidInputError } from '../../core/errors';
import { emptyReplica, type FarmReplica } from '../../core/replica/farm-replica';
import { REPLICA_LISTS } from '../../core/replica/replica-lists';
import { HEALTH_MESSAGES } from '../../core/schemas/health';
import type { SyncOp, SyncProcedure } from '../../core/schemas/sync';
import { saveLocally } from './local-save';

// A save on the phone, checked and applied to its copy of the farm before the outbox sends it: here
// the records only ever added about an animal, and the sale of an animal inside its withdrawal.

let ids = 0;
const id = () => `00000000-0000-4000-8000-${String(++ids).padStart(12, '0')}`;
const op = (procedure: SyncProcedure, input: Record<string, unknown>, base?: Record<string, unknown>): SyncOp => ({ opId: id(), procedure, input, ...(base ? { base } : {}) });
const today = todayISO();

/** A copy of a farm holding one steer, and the steer. */
function farmWithSteer(): { farm: FarmReplica; steer: { id: string; version: number } } {
  const steer = { id: id(), tag: '301', name: 'Rex', type: 'Steer', pasture: 'Creek Pen' };
  const { replica } = saveLocally(emptyReplica(), op('cattle.create', steer));
  return { farm: replica, steer: REPLICA_LISTS.cattle(replica)[0]! };
}

const treat = (cattleIds: string[]) => op('treatments.create', { id: id(), cattleIds, date: today, product: 'Draxxin', meatWithdrawalDays: 18 });

describe('a save on the phone', () => {
  it('a treatment of a pen is saved to the copy with the withdrawal it sets, answered as the server answers it', () => {
    const { farm, steer } = farmWithSteer();
    const { replica, answer } = saveLocally(farm, treat([steer.id]));
    expect(answer).toMatchObject({ treatments: [{ cattleId: steer.id, product: 'Draxxin', meatWithdrawalDays: 18 }] });
    expect(REPLICA_LISTS.cattle(replica)[0]).toMatchObject({ meatWithdrawalUntil: addDays(today, 18) });
    expect(REPLICA_LISTS.treatments(farm)).toEqual([]);
  });

  it('a treatment the server would refuse is refused at once, in its words', () => {
    const { farm } = farmWithSteer();
    expect(() => saveLocally(farm, treat([]))).toThrow(new InvalidInputError([{ path: ['cattleIds'], message: HEALTH_MESSAGES.animals }]));
    expect(() => saveLocally(farm, treat([id()]))).toThrow(ConflictError);
  });

  it('a sale inside the meat withdrawal is refused, and saved once confirmed beside the change', () => {
    const { farm, steer } = farmWithSteer();
    const treated = saveLocally(farm, treat([steer.id])).replica;
    const { version } = REPLICA_LISTS.cattle(treated)[0]!;
    const sale = { id: steer.id, version, disposition: 'sold' };
    expect(() => saveLocally(treated, op('cattle.update', sale, { disposition: null }))).toThrow(/^301 Rex is in meat withdrawal until /);
    const { answer } = saveLocally(treated, op('cattle.update', { ...sale, confirmWithdrawal: true }, { disposition: null, confirmWithdrawal: null }));
    expect(answer).toMatchObject({ disposition: 'sold' });
  });
});
