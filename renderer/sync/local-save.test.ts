import { describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { addDays, todayISO } from '../../core/domain/dates';
import { NotFoundError } from '../../core/errors';
import { REPLICA_LISTS } from '../../core/replica/replica-lists';
import { emptyReplica, type FarmReplica } from '../../core/replica/farm-replica';
import type { SyncOp } from '../../core/schemas/sync';
import { saveLocally } from './local-save';

const op = (procedure: SyncOp['procedure'], input: Record<string, unknown>): SyncOp => ({ opId: randomUUID(), procedure, input });

/** A farm copy with one bred cow, 101. */
function farmWithCow(): { replica: FarmReplica; cowId: string } {
  const cowId = randomUUID();
  const cow = { id: cowId, tag: '101', type: 'Cow', pasture: 'North', status: 'bred', breedingDate: '2026-09-01', breedingMethod: 'artificial_insemination' };
  return { replica: saveLocally(emptyReplica(), op('cattle.create', cow)).replica, cowId };
}

describe('a herd-health record saved on the phone, as the server saves it', () => {
  it('a pregnancy check is kept and changes its cow: pregnant, due by the days the vet gave', () => {
    const { replica, cowId } = farmWithCow();
    const saved = saveLocally(replica, op('pregnancyChecks.create', { id: randomUUID(), cattleId: cowId, date: '2026-11-20', result: 'pregnant', daysPregnant: 60 }));
    expect(saved.answer).toMatchObject({ cattleId: cowId, result: 'pregnant', daysPregnant: 60 });
    expect(saved.replica.records.pregnancyChecks).toHaveLength(1);
    expect(saved.replica.records.cattle[0]).toMatchObject({ status: 'pregnant', expectedCalvingDate: addDays('2026-11-20', 283 - 60) });
    // The copy it was made on is left as it was.
    expect(replica.records.pregnancyChecks).toHaveLength(0);
  });

  it('a treatment is kept, one record per animal treated', () => {
    const { replica, cowId } = farmWithCow();
    const saved = saveLocally(replica, op('treatments.create', { id: randomUUID(), cattleIds: [cowId], date: '2026-11-20', product: 'Draxxin', meatWithdrawalDays: 18 }));
    expect(saved.replica.records.treatments).toMatchObject([{ cattleId: cowId, product: 'Draxxin', meatWithdrawalDays: 18 }]);
  });

  it('a weighing is kept, and taken back', () => {
    const { replica, cowId } = farmWithCow();
    const weighed = saveLocally(replica, op('weights.create', { id: randomUUID(), cattleId: cowId, date: '2026-11-20', weight: 1250 }));
    const weighing = weighed.answer as { id: string; version: number };
    expect(weighed.replica.records.weights).toHaveLength(1);
    const taken = saveLocally(weighed.replica, op('weights.delete', { id: weighing.id, version: weighing.version }));
    expect(taken.answer).toEqual({ ok: true });
    expect(taken.replica.records.weights).toHaveLength(0);
  });

  it('is refused as the server refuses it: a check of an animal not on record', () => {
    const { replica } = farmWithCow();
    expect(() => saveLocally(replica, op('pregnancyChecks.create', { id: randomUUID(), cattleId: randomUUID(), date: '2026-11-20', result: 'open' }))).toThrow(NotFoundError);
  });
});

describe('an animal treated on the phone', () => {
  const today = todayISO();
  /** A copy of a farm holding one steer, 301 Rex, treated today with 18 days of meat withdrawal. */
  function treatedSteer() {
    const steer = { id: randomUUID(), tag: '301', name: 'Rex', type: 'Steer', pasture: 'Creek Pen' };
    const bought = saveLocally(emptyReplica(), op('cattle.create', steer)).replica;
    const treatment = { id: randomUUID(), cattleIds: [steer.id], date: today, product: 'Draxxin', meatWithdrawalDays: 18 };
    return { steer, ...saveLocally(bought, op('treatments.create', treatment)) };
  }

  it('takes the withdrawal the treatment sets, answered as the server answers it', () => {
    const { steer, replica, answer } = treatedSteer();
    expect(answer).toMatchObject({ treatments: [{ cattleId: steer.id, product: 'Draxxin', meatWithdrawalDays: 18 }] });
    expect(REPLICA_LISTS.cattle(replica)[0]).toMatchObject({ meatWithdrawalUntil: addDays(today, 18) });
  });

  it('a sale inside the meat withdrawal is refused in the server\'s words, and saved once confirmed beside the change', () => {
    const { steer, replica } = treatedSteer();
    const { version } = REPLICA_LISTS.cattle(replica)[0]!;
    const sale = { id: steer.id, version, disposition: 'sold' };
    const refused = { ...op('cattle.update', sale), base: { disposition: null } };
    expect(() => saveLocally(replica, refused)).toThrow(/^301 Rex is in meat withdrawal until /);
    const confirmed = { ...op('cattle.update', { ...sale, confirmWithdrawal: true }), base: { disposition: null, confirmWithdrawal: null } };
    expect(saveLocally(replica, confirmed).answer).toMatchObject({ disposition: 'sold' });
  });
});
