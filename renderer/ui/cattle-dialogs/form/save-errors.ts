import { CATTLE_MESSAGES } from '../../../../core/schemas/cattle';
import { formFieldOf } from '../../../../core/schemas/cattle-form';
import { errorMessage, fieldIssues, type FieldIssue } from '../../../api/errors';

// What a failed save says and where the form shows it: the server's message, else a fixed one.

export const CREATE_FAILED = 'Failed to create cattle record';
export const UPDATE_FAILED = 'Failed to update cattle record';

const DUPLICATE = /unique constraint|already exists/i;

export function createFailureMessage(error: unknown): string {
  return errorMessage(error, CREATE_FAILED);
}

/** The server's message, except that any word of a duplicate reads as the tag-in-use sentence. */
export function updateFailureMessage(error: unknown): string {
  const message = errorMessage(error, UPDATE_FAILED);
  return DUPLICATE.test(message) ? CATTLE_MESSAGES.tagInUse : message;
}

/**
 * The server's field issues, for the form to show (tag and name on the identifier). A duplicate
 * tag lands on the identifier even when the answer carries no issue for it.
 */
export function cattleFieldIssues(error: unknown, message: string): FieldIssue[] {
  const issues = fieldIssues(error);
  const onIdentifier = issues.some((issue) => formFieldOf(issue.path[0]) === 'identifier');
  return message === CATTLE_MESSAGES.tagInUse && !onIdentifier ? [...issues, { path: ['tag'], message: CATTLE_MESSAGES.tagInUse }] : issues;
}
