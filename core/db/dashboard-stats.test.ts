import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dashboardWidgets as widgetsOf } from '../domain/dashboard-widgets';
import { herdStats } from '../domain/herd-stats';
import { generateDemoFarm } from '../demo/demo-farm';
import { insertHerd, insertMissingPastures, seedBigHerd } from '../seed/big-herd';
import { openTempFarmDb } from '../testing/temp-farm-db';
import { dashboardStats, JS_WHITESPACE_CODE_POINTS } from './dashboard-stats';
import { dashboardWidgets } from './dashboard-widgets';
import type { FarmDb } from './open-farm-db';
import { cattle, pastures } from './schema';
import { insertUser } from './users';

const TODAY = '2025-06-15';

let db: FarmDb;
let dispose: () => void;
let farms = 0;
beforeAll(() => {
  ({ db, dispose } = openTempFarmDb());
});
afterAll(() => dispose());

function newFarm(): string {
  farms += 1;
  return insertUser(db, { email: `dash-${farms}@example.com`, passwordHash: 'not used', farmName: 'Farm', ownerName: null, location: null }).id;
}

const storedCattle = (userId: string) => db.select().from(cattle).where(eq(cattle.userId, userId)).all();
const storedPastures = (userId: string) => db.select().from(pastures).where(eq(pastures.userId, userId)).all();

describe('the dashboard SQL on realistic farms', () => {
  it('the demo farm gives about 120 head with pregnant cows, calves and pastures, as the domain counts them', () => {
    const userId = newFarm();
    const farm = generateDemoFarm({ today: TODAY });
    insertHerd(db, userId, farm.cattle);
    insertMissingPastures(db, userId, farm.pastures);

    const stats = dashboardStats(db, userId, TODAY);
    expect(stats.totalCattle).toBeGreaterThan(90);
    expect(stats.pregnantCows).toBeGreaterThan(0);
    expect(stats.calves).toBeGreaterThan(0);
    expect(stats.totalPastures).toBe(farm.pastures.length);
    expect(stats.trends.totalCattle).not.toBeNull();
    expect(stats).toEqual(herdStats(storedCattle(userId), storedPastures(userId), TODAY));
    expect(herdStats(farm.cattle, farm.pastures, TODAY)).toEqual(stats);
    expect(dashboardWidgets(db, userId, TODAY)).toEqual(widgetsOf(storedCattle(userId), TODAY));
  });

  it('a big herd’s widgets are the domain’s, with heats, calvings and breedings to show', () => {
    const userId = newFarm();
    seedBigHerd(db, userId, { head: 2_000, today: TODAY });
    const widgets = dashboardWidgets(db, userId, TODAY);
    expect(widgets.heat.total).toBeGreaterThan(widgets.heat.soonest.length);
    expect(widgets.calvings).toHaveLength(3);
    expect(widgets.conception.bred).toBeGreaterThan(0);
    expect(widgets).toEqual(widgetsOf(storedCattle(userId), TODAY));
    expect(dashboardStats(db, userId, TODAY)).toEqual(herdStats(storedCattle(userId), storedPastures(userId), TODAY));
  });

  it('the whitespace trimmed from status and type is exactly what JavaScript trims', () => {
    const trimmedByJs: number[] = [];
    for (let code = 0; code <= 0xffff; code++) {
      if (String.fromCharCode(code).trim() === '') trimmedByJs.push(code);
    }
    expect([...JS_WHITESPACE_CODE_POINTS].sort((a, b) => a - b)).toEqual(trimmedByJs);
  });
});
