import { countOf } from '../../../core/domain/plural';
import type { ImportReport } from '../../../core/schemas/imports';

// What the Import section says about a preview and a written import (docs/import.md, "The Import screen").

/** Rows the import leaves out: those with a problem (a row may have several). */
export function skippedRows(report: ImportReport): number {
  return report.rows - report.create - report.update - report.unchanged;
}

/** The preview's counts, as the person reads them: "12 rows: 10 to add, 1 to update, 1 unchanged". */
export function previewCounts(report: ImportReport): string {
  return `${countOf(report.rows, 'row')}: ${report.create.toLocaleString('en-US')} to add, ${report.update.toLocaleString('en-US')} to update, ${report.unchanged.toLocaleString('en-US')} unchanged`;
}

/** What a written import did: "10 added, 1 updated, 1 unchanged, 1 row left out". */
export function importedCounts(report: ImportReport): string {
  const n = (count: number) => count.toLocaleString('en-US');
  return `${n(report.create)} added, ${n(report.update)} updated, ${n(report.unchanged)} unchanged, ${countOf(skippedRows(report), 'row')} left out`;
}

/** Why Import cannot run yet, or null when it can: problems in the file and the skip not chosen, or nothing to write. */
export function whyNotImportable(report: ImportReport, skipInvalid: boolean): string | null {
  if (report.errors.length > 0 && !skipInvalid) {
    return `The file has ${countOf(report.errors.length, 'problem')}: fix ${report.errors.length === 1 ? 'it' : 'them'} and pick the file again, or skip the rows with problems.`;
  }
  if (report.create + report.update === 0) return 'Nothing to import: the file adds and changes no animal.';
  return null;
}

/** A file's size as a person reads it: "840 KB", "8.2 MB". */
function sizeOf(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

/** The share of the file sent so far, 0 to 1. */
export const sentShare = ({ sent, total }: { sent: number; total: number }): number => (total > 0 ? Math.min(1, sent / total) : 1);

/** How far sending the file has got: "Sending the file: 45% of 8.2 MB". */
export function sendingWords(sending: { sent: number; total: number }): string {
  return `Sending the file: ${Math.floor(sentShare(sending) * 100)}% of ${sizeOf(sending.total)}`;
}
