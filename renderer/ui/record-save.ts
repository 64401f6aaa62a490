import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import type { FieldIssue } from '../api/errors';

/** The form's fields by name, or a map from the API's field to the form's (tag and name → identifier). */
export type FieldsOf<V extends FieldValues> = readonly Path<V>[] | ((apiField: string | number | undefined) => Path<V> | undefined);

/**
 * Shows each server message under the form's field it belongs to, the first message a field gets
 * (as the form's own check would). Answers the fields that show one.
 */
export function showFieldIssues<V extends FieldValues>(setError: UseFormSetError<V>, issues: readonly FieldIssue[], fields: FieldsOf<V>): Path<V>[] {
  const fieldOf = typeof fields === 'function' ? fields : (apiField: string | number | undefined) => fields.find((name) => name === String(apiField));
  const shown: Path<V>[] = [];
  for (const issue of issues) {
    const field = fieldOf(issue.path[0]);
    if (!field || shown.includes(field)) continue;
    setError(field, { type: 'server', message: issue.message });
    shown.push(field);
  }
  return shown;
}
