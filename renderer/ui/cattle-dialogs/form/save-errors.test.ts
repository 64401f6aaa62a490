import { describe, expect, it } from 'vitest';
import { CATTLE_MESSAGES } from '../../../../core/schemas/cattle';
import { formFieldOf, type CattleFormValues } from '../../../../core/schemas/cattle-form';
import { showFieldIssues } from '../../record-save';
import { cattleFieldIssues, createFailureMessage, updateFailureMessage } from './save-errors';

/** A failed call as the tRPC client raises it: the server's message, and its code and issues in data. */
const failure = (message: string, data: object = {}) => Object.assign(new Error(message), { data });

/** The messages the form shows for a failed save, field by field. */
function shownOn(error: unknown, message: string) {
  const shown: { field: string; message: string | undefined }[] = [];
  showFieldIssues<CattleFormValues>((field, { message: text }) => shown.push({ field, message: text }), cattleFieldIssues(error, message), formFieldOf);
  return shown;
}

describe('cattle save failures: the server message, else a fixed one; field messages under their fields', () => {
  it('create: the server message, else "Failed to create cattle record"', () => {
    expect(createFailureMessage(failure('Pasture assignment is required'))).toBe('Pasture assignment is required');
    expect(createFailureMessage('nonsense')).toBe('Failed to create cattle record');
  });

  it('update: the server message, else "Failed to update cattle record"; duplicates read as the tag-in-use sentence', () => {
    expect(updateFailureMessage(failure('Animal not found'))).toBe('Animal not found');
    expect(updateFailureMessage(undefined)).toBe('Failed to update cattle record');
    expect(updateFailureMessage(failure('UNIQUE constraint failed: cattle.tag'))).toBe(CATTLE_MESSAGES.tagInUse);
    expect(updateFailureMessage(failure('That tag already exists'))).toBe(CATTLE_MESSAGES.tagInUse);
  });

  it('field issues land on the form: tag and name on the identifier', () => {
    const error = failure('Invalid', { code: 'BAD_REQUEST', issues: [{ path: ['name'], message: CATTLE_MESSAGES.identification }, { path: ['weight'], message: 'Weight cannot be negative' }] });
    expect(shownOn(error, 'Invalid')).toEqual([
      { field: 'identifier', message: CATTLE_MESSAGES.identification },
      { field: 'weight', message: 'Weight cannot be negative' },
    ]);
  });

  it('a duplicate tag shows on the identifier, with or without an issue for it', () => {
    const expected = [{ field: 'identifier', message: CATTLE_MESSAGES.tagInUse }];
    expect(shownOn(failure(CATTLE_MESSAGES.tagInUse, { code: 'CONFLICT', issues: [{ path: ['tag'], message: CATTLE_MESSAGES.tagInUse }] }), CATTLE_MESSAGES.tagInUse)).toEqual(expected);
    expect(shownOn(failure('UNIQUE constraint failed'), CATTLE_MESSAGES.tagInUse)).toEqual(expected);
  });
});
