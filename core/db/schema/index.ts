// The whole farm schema: drizzle-kit reads this file to generate migrations.
export * from './users';
export * from './cattle';
export * from './activities';
export * from './pastures';
export * from './storage';
export * from './genetics';
export * from './forage';
export * from './backups';
export * from './download-links';
export * from './sync';
export * from './members';
export * from './health';
