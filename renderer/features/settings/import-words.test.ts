import { describe, expect, it } from 'vitest';
import type { ImportReport } from '../../../core/schemas/imports';
import { importedCounts, previewCounts, sendingWords, sentShare, skippedRows, whyNotImportable } from './import-words';

const report = (counts: Partial<ImportReport>): ImportReport => ({ rows: 0, create: 0, update: 0, unchanged: 0, errors: [], applied: false, ...counts });
const problem = { row: 3, column: 'Birth Date', message: 'Birth date must be a valid date (YYYY-MM-DD)' };

describe('the words for an import', () => {
  it('counts the preview by what each row would do, grouped by thousands', () => {
    expect(previewCounts(report({ rows: 1250, create: 1200, update: 40, unchanged: 9 }))).toBe('1,250 rows: 1,200 to add, 40 to update, 9 unchanged');
    expect(previewCounts(report({ rows: 1, create: 1 }))).toBe('1 row: 1 to add, 0 to update, 0 unchanged');
  });

  it('counts a written import, the rows with problems as left out', () => {
    const done = report({ rows: 4, create: 2, update: 1, errors: [problem, { ...problem, column: 'Type' }], applied: true });
    expect(skippedRows(done)).toBe(1);
    expect(importedCounts(done)).toBe('2 added, 1 updated, 0 unchanged, 1 row left out');
  });

  it('says why Import cannot run: problems without the skip, or nothing to write', () => {
    const withProblem = report({ rows: 2, create: 1, errors: [problem] });
    expect(whyNotImportable(withProblem, false)).toBe('The file has 1 problem: fix it and pick the file again, or skip the rows with problems.');
    expect(whyNotImportable(withProblem, true)).toBeNull();
    expect(whyNotImportable(report({ rows: 2, unchanged: 2 }), false)).toBe('Nothing to import: the file adds and changes no animal.');
  });

  it('says how far sending the file has got, in whole percent of its size', () => {
    expect(sendingWords({ sent: 3_870_000, total: 8_600_000 })).toBe('Sending the file: 45% of 8.2 MB');
    expect(sendingWords({ sent: 0, total: 860_000 })).toBe('Sending the file: 0% of 840 KB');
    expect(sentShare({ sent: 5, total: 0 })).toBe(1);
  });
});
