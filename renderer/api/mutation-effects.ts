// What each change touches, and the reads to refresh after it: the one place that knows, so no
// screen lists queries by hand. Keyed by procedure path and checked against the router: a new
// mutation that does not say what it changes does not compile.
import type { MutationPath, QueryPath } from './procedure-paths';

type Subject =
  | 'account'
  | 'members'
  | 'cattle'
  | 'pastures'
  | 'activities'
  | 'semen'
  | 'embryos'
  | 'storage'
  | 'forage'
  | 'medicines'
  | 'health'
  | 'backups'
  | 'conflicts';

/** The records each mutation writes. */
export const MUTATION_EFFECTS = {
  'auth.login': [],
  'auth.signup': [],
  'auth.join': [],
  'auth.logout': [],
  'auth.updateProfile': ['account'],
  // Sessions, a password and a mailed link are nothing the app shows; a proven address is.
  'auth.logoutAll': [],
  'auth.changePassword': [],
  'auth.requestEmailVerification': [],
  'auth.confirmEmail': ['account'],
  'cattle.create': ['cattle'],
  'cattle.update': ['cattle'],
  'cattle.delete': ['cattle'],
  'pastures.create': ['pastures'],
  // A renamed pasture takes its animals along.
  'pastures.update': ['pastures', 'cattle'],
  'pastures.delete': ['pastures'],
  // A logged activity changes its animal, and a breeding from a tank draws its straws.
  'activities.create': ['activities', 'semen', 'cattle'],
  // Deleting a tank takes its canes and straws, and a cane its straws: all semen.
  'semenTanks.create': ['semen'],
  'semenTanks.update': ['semen'],
  'semenTanks.delete': ['semen'],
  'semenCanes.create': ['semen'],
  'semenCanes.update': ['semen'],
  'semenCanes.delete': ['semen'],
  'semenStraws.create': ['semen'],
  'semenStraws.update': ['semen'],
  'semenStraws.delete': ['semen'],
  'embryos.create': ['embryos'],
  'embryos.update': ['embryos'],
  'embryos.delete': ['embryos'],
  'storageTanks.create': ['storage'],
  'storageTanks.update': ['storage'],
  // The semen tanks and embryo lots that sat in it stay, unlinked.
  'storageTanks.delete': ['storage', 'semen', 'embryos'],
  'forage.create': ['forage'],
  'forage.update': ['forage'],
  'forage.delete': ['forage'],
  // A medicine deleted leaves its treatments, unlinked.
  'medicines.create': ['medicines'],
  'medicines.update': ['medicines'],
  'medicines.delete': ['medicines', 'health'],
  // Treatments, checks and weighings change their animals (withdrawal, status, weights).
  'treatments.create': ['health', 'cattle'],
  'pregnancyChecks.create': ['health', 'cattle'],
  'weights.create': ['health', 'cattle'],
  'weights.delete': ['health', 'cattle'],
  // An import adds and changes animals (a dry run changes nothing, and refreshes as cheaply).
  'imports.cattle': ['cattle'],
  // A download link or an e-mail changes no record the app shows.
  'exports.cattleWorkbookLink': [],
  'exports.emailCattleWorkbook': [],
  'data.backUp': ['backups'],
  'data.weeklyBackup': ['backups'],
  // Clearing and restoring replace every record of the farm, after writing a backup.
  'data.restore': ['cattle', 'pastures', 'activities', 'semen', 'embryos', 'storage', 'forage', 'medicines', 'health', 'backups', 'conflicts'],
  'data.clear': ['cattle', 'pastures', 'activities', 'semen', 'embryos', 'storage', 'forage', 'medicines', 'health', 'backups', 'conflicts'],
  // A push may write any farm record, and may leave conflicts to settle.
  'sync.push': ['cattle', 'pastures', 'activities', 'semen', 'embryos', 'storage', 'forage', 'medicines', 'health', 'conflicts'],
  // "Use mine" writes the record the conflict is about, whichever kind it is.
  'conflicts.resolve': ['cattle', 'pastures', 'semen', 'embryos', 'storage', 'forage', 'medicines', 'conflicts'],
  'farm.invite': ['members'],
  'farm.withdrawInvitation': ['members'],
  'farm.setRole': ['members'],
  'farm.remove': ['members'],
} as const satisfies Record<MutationPath, readonly Subject[]>;

/** The reads that show each kind of record. */
const SUBJECT_QUERIES = {
  account: ['auth.me'],
  members: ['farm.members', 'farm.invitations'],
  cattle: ['cattle.list', 'dashboard.stats', 'dashboard.widgets', 'data.summary', 'reports.herd'],
  pastures: ['pastures.list', 'dashboard.stats', 'data.summary'],
  activities: ['activities.list', 'dashboard.widgets', 'data.summary', 'reports.herd'],
  semen: ['semenTanks.list', 'semenCanes.list', 'semenStraws.list'],
  embryos: ['embryos.list'],
  storage: ['storageTanks.list'],
  forage: ['forage.list'],
  medicines: ['medicines.list'],
  health: ['treatments.list', 'pregnancyChecks.list', 'weights.list'],
  backups: ['data.backups'],
  conflicts: ['conflicts.list'],
} as const satisfies Record<Subject, readonly QueryPath[]>;

/** Every write of a farm record adds to the farm's history. */
const RECORD_SUBJECTS: readonly Subject[] = ['cattle', 'pastures', 'activities', 'semen', 'embryos', 'storage', 'forage', 'medicines', 'health'];

/** The reads to refresh once the mutation at `path` has succeeded (none for an unknown path). */
export function queriesAfter(path: string): QueryPath[] {
  const subjects: readonly Subject[] = (MUTATION_EFFECTS as Record<string, readonly Subject[] | undefined>)[path] ?? [];
  const history: QueryPath[] = subjects.some((subject) => RECORD_SUBJECTS.includes(subject)) ? ['history.list'] : [];
  return [...new Set([...subjects.flatMap((subject) => SUBJECT_QUERIES[subject]), ...history])];
}
