// Every editable farm record carries a version: 1 when created, one more at every save of it. An
// edit or a delete says which version it was made on, so a form opened before someone else's save
// (a breeding that drew 3 straws meanwhile, say) cannot silently put the old values back.

/** Whether a write made on version `opened` would undo a newer save: the record is now at `stored`. No version given is never stale. */
export function isStale(stored: number, opened: number | undefined): boolean {
  return opened !== undefined && opened !== stored;
}
