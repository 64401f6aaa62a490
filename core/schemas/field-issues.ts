import type { ZodError } from 'zod';
import type { FieldIssue } from '../errors';

/** A zod failure as the API reports it: each field's path and its message, nothing more. */
export function fieldIssues(error: ZodError): FieldIssue[] {
  return error.issues.map((issue) => ({
    path: issue.path.filter((part): part is string | number => typeof part !== 'symbol'),
    message: issue.message,
  }));
}
