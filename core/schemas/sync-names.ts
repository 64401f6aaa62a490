// The sync contract's names and numbers, apart from its zod shapes: the phone's entry script reads
// them (which saves go to the outbox), and must not bring zod in with it.

/** The kinds of record the change feed carries, each in the shape its list call answers. */
export const FEED_KINDS = [
  'cattle',
  'activities',
  'pastures',
  'semenTanks',
  'semenCanes',
  'semenStraws',
  'embryos',
  'storageTanks',
  'forage',
  'medicines',
  'treatments',
  'pregnancyChecks',
  'weights',
  'conflicts',
] as const;
export type FeedKind = (typeof FEED_KINDS)[number];

/** The farm records a device may create, update and delete offline. */
export const EDITABLE_KINDS = ['cattle', 'pastures', 'semenTanks', 'semenCanes', 'semenStraws', 'embryos', 'storageTanks', 'forage', 'medicines'] as const;
export type EditableKind = (typeof EDITABLE_KINDS)[number];

/**
 * The records about an animal that are only added, never edited (a weighing may be taken back):
 * each applies with its effects on the animal, as an activity does.
 */
export const ADDED_PROCEDURES = ['activities.create', 'treatments.create', 'pregnancyChecks.create', 'weights.create', 'weights.delete'] as const;
export type AddedProcedure = (typeof ADDED_PROCEDURES)[number];

/** Every farm-record mutation a push may carry. */
export const SYNC_PROCEDURES = [...EDITABLE_KINDS.flatMap((kind) => [`${kind}.create`, `${kind}.update`, `${kind}.delete`] as const), ...ADDED_PROCEDURES] as const;
export type SyncProcedure = (typeof SYNC_PROCEDURES)[number];

export const MAX_PUSH_OPS = 200;
export const MAX_CHANGES_PAGE = 2000;
export const DEFAULT_CHANGES_PAGE = 500;
