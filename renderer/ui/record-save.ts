import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { fieldIssues, type FieldIssue } from '../api/errors';
import { toast, type ToastInput } from './toast';

// A form's save, the same for every record type: write, toast the result in the screen's words,
// and hand the server's field messages back to the form.

export interface SaveToasts<T> {
  saved: (record: T) => ToastInput;
  failed: (error: unknown) => ToastInput;
}

/** Runs the write and toasts; answers the server's field issues, or null once saved. */
export async function saveWithToasts<T>(write: () => Promise<T>, toasts: SaveToasts<T>): Promise<FieldIssue[] | null> {
  try {
    toast(toasts.saved(await write()));
    return null;
  } catch (error) {
    toast(toasts.failed(error));
    return fieldIssues(error);
  }
}

/** Shows each server message under its field, when the form has that field. */
export function showFieldIssues<V extends FieldValues>(setError: UseFormSetError<V>, issues: readonly FieldIssue[], fields: readonly Path<V>[]): void {
  for (const issue of issues) {
    const field = fields.find((name) => name === issue.path[0]);
    if (field) setError(field, { type: 'server', message: issue.message });
  }
}
