import { describe, expect, it } from 'vitest';
import type { ActivityRecord } from '../../../../core/schemas/activities';
import type { PregnancyCheckRecord, TreatmentRecord } from '../../../../core/schemas/health';
import { checkEntry, entriesOfType, logTypeLabel, mergeLog, searchLog, treatmentEntry } from './log-entries';

const authored = { createdBy: 'Sam Hand', updatedBy: 'Sam Hand' };
const herd = [
  { id: 'a1', tag: '101', name: 'Bessie' },
  { id: 'a2', tag: null, name: 'Clover' },
];
const activity = (id: string, date: string, createdAt: string, type = 'vaccination'): ActivityRecord => ({
  id,
  type,
  cattleTag: '101',
  date,
  pasture: 'North Range',
  breedingMethod: null,
  breedingSire: null,
  strawsUsed: null,
  notes: null,
  createdAt,
  ...authored,
});
const treatment = (overrides: Partial<TreatmentRecord> = {}): TreatmentRecord => ({
  id: 't1',
  batchId: 'b1',
  cattleId: 'a1',
  date: '2026-11-10',
  medicineId: 'm1',
  product: 'Draxxin',
  dose: '7.5 ml',
  route: 'SC',
  reason: 'Pneumonia',
  meatWithdrawalDays: 18,
  milkWithdrawalDays: 0,
  notes: null,
  createdAt: '2026-11-10T09:00:00.000Z',
  version: 1,
  ...authored,
  ...overrides,
});
const check = (overrides: Partial<PregnancyCheckRecord> = {}): PregnancyCheckRecord => ({
  id: 'k1',
  cattleId: 'a2',
  date: '2026-11-12',
  result: 'pregnant',
  method: 'ultrasound',
  daysPregnant: 45,
  notes: 'Twins?',
  createdAt: '2026-11-12T09:00:00.000Z',
  version: 1,
  ...authored,
  ...overrides,
});

describe('a treatment in the log', () => {
  it('reads "Treatment: {product}" with its dose, route and reason, and its withdrawal', () => {
    expect(treatmentEntry(treatment(), '101')).toMatchObject({
      type: 'treatment',
      cattleTag: '101',
      date: '2026-11-10',
      createdBy: 'Sam Hand',
      summary: { title: 'Treatment: Draxxin', details: ['7.5 ml · SC · Pneumonia', 'Meat withdrawal 18 days'] },
    });
  });

  it('names both withdrawals, or says there is none; leaves out what was not given', () => {
    expect(treatmentEntry(treatment({ milkWithdrawalDays: 1 }), '101').summary?.details[1]).toBe('Meat withdrawal 18 days · Milk withdrawal 1 day');
    expect(treatmentEntry(treatment({ dose: null, route: null, reason: null, meatWithdrawalDays: 0 }), '101').summary?.details).toEqual(['No withdrawal']);
  });
});

describe('a pregnancy check in the log', () => {
  it('reads "Pregnancy check: {Result}" with the method and days pregnant, notes kept', () => {
    expect(checkEntry(check(), 'Clover')).toMatchObject({
      type: 'pregnancy-check',
      cattleTag: 'Clover',
      notes: 'Twins?',
      summary: { title: 'Pregnancy check: Pregnant', details: ['Ultrasound · 45 days pregnant'] },
    });
  });

  it('shows no detail line when neither method nor days were recorded', () => {
    expect(checkEntry(check({ result: 'open', method: null, daysPregnant: null }), 'Clover').summary).toEqual({ title: 'Pregnancy check: Open', details: [] });
  });
});

describe('mergeLog', () => {
  it('puts activities, treatments and checks in one list, newest day first, the last saved first on a day', () => {
    const merged = mergeLog({
      activities: [activity('v2', '2026-11-12', '2026-11-12T08:00:00.000Z'), activity('v1', '2026-11-01', '2026-11-01T08:00:00.000Z')],
      treatments: [treatment()],
      checks: [check()],
      herd,
    });
    expect(merged.map((entry) => entry.id)).toEqual(['k1', 'v2', 't1', 'v1']);
  });

  it('names a record by its animal key, tag else name, as activities do', () => {
    const merged = mergeLog({ activities: [], treatments: [treatment()], checks: [check()], herd });
    expect(merged.map((entry) => entry.cattleTag)).toEqual(['Clover', '101']);
  });

  it('leaves out a record whose animal the herd read does not have yet', () => {
    expect(mergeLog({ activities: [], treatments: [treatment({ cattleId: 'gone' })], checks: [], herd })).toEqual([]);
  });

  it('keeps ties in the same order whatever order the reads came in', () => {
    const twins = [treatment({ id: 't2' }), treatment({ id: 't1' })];
    const forward = mergeLog({ activities: [], treatments: twins, checks: [], herd }).map((entry) => entry.id);
    const backward = mergeLog({ activities: [], treatments: [...twins].reverse(), checks: [], herd }).map((entry) => entry.id);
    expect(forward).toEqual(['t1', 't2']);
    expect(backward).toEqual(forward);
  });

  it('merges a 10,000-head herd with a treatment and a check each, newest first', () => {
    const big = Array.from({ length: 10_000 }, (_, i) => ({ id: `a${i}`, tag: String(i), name: null }));
    const day = (i: number) => `2026-${String((i % 12) + 1).padStart(2, '0')}-${String((i % 28) + 1).padStart(2, '0')}`;
    const merged = mergeLog({
      activities: [],
      treatments: big.map((animal, i) => treatment({ id: `t${i}`, cattleId: animal.id, date: day(i) })),
      checks: big.map((animal, i) => check({ id: `k${i}`, cattleId: animal.id, date: day(i + 7) })),
      herd: big,
    });
    expect(merged).toHaveLength(20_000);
    expect(merged.every((entry, i) => i === 0 || merged[i - 1]!.date >= entry.date)).toBe(true);
  });
});

describe('the log filtered by type and searched', () => {
  const entries = mergeLog({ activities: [activity('v1', '2026-11-01', '2026-11-01T08:00:00.000Z')], treatments: [treatment()], checks: [check()], herd });

  it('a type keeps its own rows; treatments and checks are types of their own', () => {
    expect(entriesOfType(entries, 'treatment').map((entry) => entry.id)).toEqual(['t1']);
    expect(entriesOfType(entries, 'pregnancy-check').map((entry) => entry.id)).toEqual(['k1']);
    expect(entriesOfType(entries, 'vaccination').map((entry) => entry.id)).toEqual(['v1']);
    expect(entriesOfType(entries, 'all')).toHaveLength(3);
  });

  it('the filter names them "Treatment" and "Pregnancy Check", the activity types by their labels', () => {
    expect(logTypeLabel('treatment')).toBe('Treatment');
    expect(logTypeLabel('pregnancy-check')).toBe('Pregnancy Check');
    expect(logTypeLabel('movement')).toBe('Pasture Movement');
  });

  it('the search finds a treatment by product, route or reason, a check by its result, any row by its animal', () => {
    expect(searchLog(entries, 'draxxin').map((entry) => entry.id)).toEqual(['t1']);
    expect(searchLog(entries, 'pneumonia').map((entry) => entry.id)).toEqual(['t1']);
    expect(searchLog(entries, 'pregnancy check').map((entry) => entry.id)).toEqual(['k1']);
    expect(searchLog(entries, 'twins').map((entry) => entry.id)).toEqual(['k1']);
    expect(searchLog(entries, '101').map((entry) => entry.id)).toEqual(['t1', 'v1']);
    expect(searchLog(entries, ' ')).toHaveLength(3);
  });
});
