import type { FarmReplica } from '../../../core/replica/farm-replica';
import { REPLICA_LISTS } from '../../../core/replica/replica-lists';
import type { FeedKind } from '../../../core/schemas/sync';
import type { Fields } from './sync-api';
import type { FarmLists } from './sync-sim-checks';

// A phone's copy of the farm against the server's: every list the phone's screens show (its
// engine's view, through the same list functions) equal to the server's list call. The lists whose
// order reads createdAt (activities, embryos, storage tanks, forage, conflicts) are compared as sets,
// as core/sync/push-parity.property.test.ts does: records stamped in the same millisecond may come in
// either order. The others are ordered by their fields, so they must come row for row.
// No field is left out, and none needs to be: with nothing waiting, the phone's view is the farm as
// pulled, each record as the feed sent it, stamps and all (createdAt, updatedAt and version are the
// server's, not made again on the phone, unlike core/sync/push-parity's replica, which applies the
// ops itself), and what a list works out (a tank's straws left, a lot's tank and cane names) is
// worked out by the same domain functions the server's lists use. Conflicts too come from the feed.

const AS_SETS = new Set<FeedKind>(['activities', 'embryos', 'storageTanks', 'forage', 'conflicts']);

/** Rows as the wire has them (a field left undefined on the phone is absent from JSON, as on the server), keys in name order. */
const asJson = (rows: readonly unknown[]) => rows.map((row) => JSON.stringify(Object.fromEntries(Object.entries(row as Fields).sort(([a], [b]) => (a < b ? -1 : 1)))));

/** Where a phone's lists differ from the server's: rows only one side has, or the same rows in another order. */
export function replicaDifferences(name: string, replica: FarmReplica, lists: FarmLists): string[] {
  const found: string[] = [];
  for (const [kind, serverRows] of lists) {
    const phone = asJson(REPLICA_LISTS[kind](replica));
    const server = asJson(serverRows);
    const onServer = new Set(server);
    const onPhone = new Set(phone);
    const missing = server.filter((row) => !onPhone.has(row));
    const extra = phone.filter((row) => !onServer.has(row));
    for (const row of missing.slice(0, 3)) found.push(`${name} lacks (or holds otherwise) ${kind} ${row}`);
    for (const row of extra.slice(0, 3)) found.push(`${name} holds ${kind} ${row}, which the server does not`);
    if (phone.length !== server.length) found.push(`${name} lists ${phone.length} ${kind}, the server ${server.length}`);
    else if (missing.length === 0 && !AS_SETS.has(kind) && phone.some((row, i) => row !== server[i])) found.push(`${name} lists ${kind} in another order`);
  }
  return found;
}
