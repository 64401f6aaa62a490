/**
 * What a record update passes beside its input, in tRPC's per-call context: `base` holds the fields
 * the person changed, each as it was when the form opened. A phone's outbox sends only those fields,
 * and the server merges them field by field instead of writing the whole record over a newer one.
 */
export interface WriteContext {
  base?: Record<string, unknown>;
}
