/**
 * How hard the reliability suite pushes. `npm test` runs the short form, so every run still kills,
 * loads and fuzzes the server; `npm run test:reliability` sets FARM_HAND_RELIABILITY=full for the
 * figures the project publishes (500 kills, a minute of load, a ten-minute soak, 10,000 bodies,
 * 10,000 simulated offline ops, 100 kills in the middle of sync pushes).
 */
export const FULL = process.env.FARM_HAND_RELIABILITY === 'full';

export const SCALE = FULL
  ? { kills: 500, migrationKills: 100, loadSeconds: 60, soakSeconds: 600, badBodies: 10_000, syncOps: 10_000, syncKills: 100 }
  : { kills: 20, migrationKills: 10, loadSeconds: 5, soakSeconds: 0, badBodies: 1_000, syncOps: 1_000, syncKills: 10 };
