import { ConflictError } from '../errors';

/** True when SQLite refused a write for breaking a UNIQUE index (a duplicate tag, name or e-mail). */
export function isUniqueViolation(error: unknown): boolean {
  return error instanceof Error && 'code' in error && error.code === 'SQLITE_CONSTRAINT_UNIQUE';
}

/**
 * Runs a write; a duplicate refused by a UNIQUE index becomes a ConflictError with the farmer's
 * words (on `field`, so a form can show it there). The index, not a prior lookup, is what decides.
 */
export function conflictOnDuplicate<T>(write: () => T, message: string, field?: string): T {
  try {
    return write();
  } catch (error) {
    if (isUniqueViolation(error)) throw new ConflictError(message, field);
    throw error;
  }
}
