import { CATTLE_MESSAGES } from '../../../../../core/schemas/cattle';
import { formFieldOf, type CattleFormField } from '../../../../../core/schemas/cattle-form';
import { errorMessage, fieldIssues } from '../../../../api/errors';

// What a failed save says and where the form shows it: the server's message, else a fixed one.

export interface FieldMessage {
  field: CattleFormField;
  message: string;
}

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
 * The server's field issues on the form's fields (tag and name on the identifier). A duplicate
 * tag lands on the identifier even when the answer carries no issue for it.
 */
export function fieldMessagesOf(error: unknown, message: string): FieldMessage[] {
  const messages: FieldMessage[] = [];
  for (const issue of fieldIssues(error)) {
    const field = formFieldOf(issue.path[0]);
    if (field && !messages.some((shown) => shown.field === field)) messages.push({ field, message: issue.message });
  }
  if (message === CATTLE_MESSAGES.tagInUse && !messages.some((shown) => shown.field === 'identifier')) {
    messages.push({ field: 'identifier', message: CATTLE_MESSAGES.tagInUse });
  }
  return messages;
}
