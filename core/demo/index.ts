// The demo farm: a deterministic generator (usable anywhere) and the server-side seeder.
export { DEFAULT_DEMO_SEED, generateDemoFarm, type DemoFarmOptions } from './demo-farm';
export { DEMO_ACCOUNT, ensureDemoAccount, insertDemoFarm } from './seed-demo-account';
export { mulberry32, Random } from './random';
export type * from './types';
