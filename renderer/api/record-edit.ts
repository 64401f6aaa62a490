/**
 * What an edit or a delete sends besides the fields: the record, and the version of it the person
 * had on screen. If someone saved the record since (another phone, a breeding that drew straws),
 * the server refuses the write with "This record was changed since you opened it. Reload it and
 * try again." instead of undoing their change.
 */
export const editOf = (record: { id: string; version: number }) => ({ id: record.id, version: record.version });
