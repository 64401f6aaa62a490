/**
 * What a write passes beside its input, in tRPC's per-call operation context
 * (`client.x.update.mutate(input, { context })`), for the links to read as `op.context`. The input
 * still carries the whole record the server and the desktop's IPC expect; a phone's outbox sends
 * only the fields `base` names, and the server merges them field by field instead of writing the
 * whole record over a newer one.
 */
export interface WriteContext {
  /** An update's base: the values the edit was made on, of exactly the fields it changes. */
  base?: Record<string, unknown>;
}
