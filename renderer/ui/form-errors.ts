import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { fieldIssues } from '../api/errors';

/**
 * Puts the server's field issues (zod issues from the same schema the form uses) under the fields
 * they belong to. Answers whether any issue found a field, so the caller knows the form shows it.
 */
export function showServerIssues<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
): boolean {
  let shown = false;
  for (const issue of fieldIssues(error)) {
    const field = fields.find((name) => name === String(issue.path[0]));
    if (!field) continue;
    setError(field, { type: 'server', message: issue.message });
    shown = true;
  }
  return shown;
}
