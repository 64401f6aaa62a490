// The demo farm: deterministic generated records with no database or platform imports, so the
// renderer can show them in privacy mode and core/seed can write them into a farm.
export { DEMO_ACCOUNT } from './account';
export { DEFAULT_DEMO_SEED, generateDemoFarm, type DemoFarmOptions } from './demo-farm';
export { mulberry32, Random } from './random';
export type * from './types';
