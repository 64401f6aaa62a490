/** True when SQLite refused a write for breaking a UNIQUE index (a duplicate tag, name or e-mail). */
export function isUniqueViolation(error: unknown): boolean {
  return error instanceof Error && 'code' in error && error.code === 'SQLITE_CONSTRAINT_UNIQUE';
}
