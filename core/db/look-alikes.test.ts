import { and, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openTempFarmDb } from '../testing/temp-farm-db';
import { mayBeLookAlike } from './look-alikes';
import { cattle, pastures } from './schema';

// Looking for look-alike keys must read only the few rows that may be one, through a partial index:
// reading the farm's every tag on each create cost ~1 ms at 10,000 head (a quarter of the creates a
// second). SQLite uses a partial index only when the query says its condition as the index does.

const { db, dispose } = openTempFarmDb();
afterAll(() => dispose());

const planOf = (query: { toSQL(): { sql: string; params: unknown[] } }) => {
  const { sql, params } = query.toSQL();
  return (db.$client.prepare(`EXPLAIN QUERY PLAN ${sql}`).all(...params) as { detail: string }[]).map((step) => step.detail).join('; ');
};

describe('the look-alike search', () => {
  it.each([
    ['a tag', cattle.tag, 'cattle_user_tag_lookalike_idx'],
    ['an animal name', cattle.name, 'cattle_user_name_lookalike_idx'],
  ] as const)('for %s reads its partial index', (_, column, index) => {
    expect(planOf(db.select().from(cattle).where(and(eq(cattle.userId, 'u'), mayBeLookAlike(column))))).toContain(index);
  });

  it('for a pasture name reads its partial index', () => {
    expect(planOf(db.select().from(pastures).where(and(eq(pastures.userId, 'u'), mayBeLookAlike(pastures.name))))).toContain('pastures_user_name_lookalike_idx');
  });
});
