import { describe, expect, it } from 'vitest';
import { historyInput } from '../schemas/history';
import { demoHistoryPage } from './history';
import { DEMO_MEMBERS } from './members';
import { demoRecords } from './records';

const records = demoRecords('2026-06-15');
const query = (input: Record<string, unknown> = {}) => historyInput.parse(input);

describe("the demo farm's history (privacy mode)", () => {
  it('names the member who added each record, the same one its record says added and last changed it', () => {
    const cow = records.cattle[0]!;
    const { entries } = demoHistoryPage(records, query({ recordId: cow.id }));
    expect(entries).toEqual([expect.objectContaining({ action: 'create', recordId: cow.id, by: cow.createdBy })]);
    expect(cow.updatedBy).toBe(cow.createdBy);
    expect(DEMO_MEMBERS.map((member) => member.name)).toContain(cow.createdBy);
  });

  it('pages newest first and filters by member, as GET /api/history does', () => {
    const first = demoHistoryPage(records, query({ limit: 10 }));
    expect(first.entries).toHaveLength(10);
    expect(first.entries.map((entry) => entry.id)).toEqual([...first.entries.map((entry) => entry.id)].sort((a, b) => b - a));
    const next = demoHistoryPage(records, query({ limit: 10, before: first.nextBefore }));
    expect(next.entries[0]!.id).toBeLessThan(first.entries.at(-1)!.id);
    const hand = DEMO_MEMBERS.find((member) => member.role === 'hand')!;
    const theirs = demoHistoryPage(records, query({ memberId: hand.id, limit: 200 })).entries;
    expect(theirs.length).toBeGreaterThan(0);
    expect(theirs.every((entry) => entry.by === hand.name)).toBe(true);
    // The vet only looks: nothing is theirs.
    expect(demoHistoryPage(records, query({ memberId: 'demo-member-vet' })).entries).toEqual([]);
  });
});
