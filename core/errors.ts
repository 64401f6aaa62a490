import type { Checked } from './domain/cattle-changes';

// Domain errors: what went wrong in the farmer's terms. The API layer maps each to one status
// (core/api/trpc.ts), so db and rule code never speaks HTTP or tRPC.

/** A field a domain error is about, so a form can show the message under it. */
export interface FieldIssue {
  path: (string | number)[];
  message: string;
}

export class DomainError extends Error {
  /** Field issues, when the error is about particular fields (a duplicate tag, say). */
  issues?: FieldIssue[];
}

/** The record does not exist, or belongs to another user: both answer the same, never its content. */
export class NotFoundError extends DomainError {
  constructor(message = 'Not found') {
    super(message);
    this.name = 'NotFoundError';
  }
}

/** A unique value is already taken (tag, pasture name, e-mail). */
export class ConflictError extends DomainError {
  constructor(message: string, field?: string) {
    super(message);
    this.name = 'ConflictError';
    if (field) this.issues = [{ path: [field], message }];
  }
}

export const DELETED_RECORD_MESSAGE = 'This record was deleted, so it cannot be saved again. Add it as a new record.';

/** A create names the id of a record that was deleted: an id that was deleted stays deleted (409). */
export class DeletedRecordError extends ConflictError {
  constructor() {
    super(DELETED_RECORD_MESSAGE);
    this.name = 'DeletedRecordError';
  }
}

/** The input is well formed but breaks a farm rule ("Not enough straws available!"). */
export class RuleViolationError extends DomainError {
  constructor(message: string) {
    super(message);
    this.name = 'RuleViolationError';
  }
}

export class UnauthorizedError extends DomainError {
  constructor(message = 'Please sign in to continue') {
    super(message);
    this.name = 'UnauthorizedError';
  }
}

/** The caller is signed in but may not do this (the demo farm's account, say). */
export class ForbiddenError extends DomainError {
  constructor(message: string) {
    super(message);
    this.name = 'ForbiddenError';
  }
}

export const STALE_RECORD_MESSAGE = 'This record was changed since you opened it. Reload it and try again.';

/**
 * The edit names the version of the record it was made on, and the record has been saved since: it
 * is refused rather than undoing the newer change (HTTP 412).
 */
export class StaleRecordError extends DomainError {
  constructor(message = STALE_RECORD_MESSAGE) {
    super(message);
    this.name = 'StaleRecordError';
  }
}

export class TooManyRequestsError extends DomainError {
  constructor(message: string) {
    super(message);
    this.name = 'TooManyRequestsError';
  }
}

export class ServiceUnavailableError extends DomainError {
  constructor(message: string) {
    super(message);
    this.name = 'ServiceUnavailableError';
  }
}

/** Input that fails the schema where only the service can check it (a PATCH merged with the record). */
export class InvalidInputError extends DomainError {
  constructor(issues: FieldIssue[]) {
    super(issues[0]?.message ?? 'Invalid input');
    this.name = 'InvalidInputError';
    this.issues = issues;
  }
}

/** The record a change answers (domain/cattle-changes.ts), or its field issues refused as invalid input. */
export function validated<F>(checked: Checked<F>): F {
  if (!checked.ok) throw new InvalidInputError(checked.issues);
  return checked.fields;
}

/** The code each refusal is answered with (its HTTP status follows from it): one table, for the server and for a phone's own saves. */
const DOMAIN_CODES = [
  [NotFoundError, 'NOT_FOUND'],
  [ConflictError, 'CONFLICT'],
  [RuleViolationError, 'BAD_REQUEST'],
  [InvalidInputError, 'BAD_REQUEST'],
  [UnauthorizedError, 'UNAUTHORIZED'],
  [ForbiddenError, 'FORBIDDEN'],
  [StaleRecordError, 'PRECONDITION_FAILED'],
  [TooManyRequestsError, 'TOO_MANY_REQUESTS'],
  [ServiceUnavailableError, 'SERVICE_UNAVAILABLE'],
] as const;

export type DomainErrorCode = (typeof DOMAIN_CODES)[number][1] | 'BAD_REQUEST';

export function domainErrorCode(error: DomainError): DomainErrorCode {
  return DOMAIN_CODES.find(([type]) => error instanceof type)?.[1] ?? 'BAD_REQUEST';
}
