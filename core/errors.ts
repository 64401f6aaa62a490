// Domain errors: what went wrong in the farmer's terms. The API layer maps each to one status
// (core/api/trpc.ts), so db and rule code never speaks HTTP or tRPC.

export class DomainError extends Error {}

/** The record does not exist, or belongs to another user: both answer the same, never its content. */
export class NotFoundError extends DomainError {
  constructor(message = 'Not found') {
    super(message);
    this.name = 'NotFoundError';
  }
}

/** A unique value is already taken (tag, pasture name, e-mail). */
export class ConflictError extends DomainError {
  constructor(message: string) {
    super(message);
    this.name = 'ConflictError';
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
