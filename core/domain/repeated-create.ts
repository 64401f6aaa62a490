// A create sent again (a phone that lost its signal after saving cannot know whether the save
// arrived) names the record's id, which the client made: it answers the record already saved under
// that id when that record holds what the create gives (docs/safe-writes.md). The server's
// createOnce and a phone's copy of the farm decide it with this one rule.

/** Whether the stored record holds every field the create gives (a field left out is not compared). */
export function isSameCreate<F extends object>(fields: F, stored: Record<keyof F, unknown>): boolean {
  return (Object.keys(fields) as (keyof F)[]).every((key) => fields[key] === undefined || stored[key] === fields[key]);
}
