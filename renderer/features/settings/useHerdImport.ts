import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { FILE_TOO_LARGE, MAX_IMPORT_BYTES, type ImportReport } from '../../../core/schemas/imports';
import { errorMessage } from '../../api/errors';
import { useTRPC } from '../../api/trpc';
import { openFile, type FileKind } from '../../platform';
import { base64Of } from '../../platform/base64-of';
import type { UploadContext } from '../../platform/rest-file-link';
import { toast } from '../../ui/toast';
import { importedCounts } from './import-words';

const HERD_FILES: FileKind[] = [{ name: 'Excel workbook or CSV', extensions: ['xlsx', 'csv'] }];

/** The file picked, in base64 as the API carries it. */
interface PickedFile {
  name: string;
  base64: string;
}

/** How much of the file has gone to the server, in bytes (on the web; the desktop reads it from its own disk). */
export interface FileSending {
  sent: number;
  total: number;
}

/** A written import: its report, and when it began (the herd list shows the animals changed since). */
export interface ImportDone {
  report: ImportReport;
  since: string;
}

/**
 * The Import section's steps: pick a file, preview it at once (a dry run), import it, perhaps
 * leaving out the rows with problems. The file goes to the API client alone, which sends it over
 * REST on the web and over IPC on the desktop, and refreshes the herd after a written import.
 */
export function useHerdImport() {
  const trpc = useTRPC();
  const [sending, setSending] = useState<FileSending | null>(null);
  // The API client's web link reports how much of the file it has sent: a big file on a weak signal takes a while.
  const context: UploadContext = { uploadProgress: (sent, total) => setSending({ sent, total }) };
  const preview = useMutation(trpc.imports.cattle.mutationOptions({ trpc: { context } }));
  const write = useMutation(trpc.imports.cattle.mutationOptions({ trpc: { context } }));
  const [file, setFile] = useState<PickedFile | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [skipInvalid, setSkipInvalid] = useState(false);
  const [done, setDone] = useState<ImportDone | null>(null);
  // A refused import answers the same report a dry run does, read against the herd as it is now.
  const [refused, setRefused] = useState<ImportReport | null>(null);

  const pick = async () => {
    const opened = await openFile(HERD_FILES).catch((error: unknown) => {
      toast({ tone: 'danger', title: 'The file could not be opened', description: errorMessage(error, 'Please try again.') });
      return null;
    });
    if (!opened) return;
    preview.reset();
    setSending(null);
    setRefused(null);
    setDone(null);
    setSkipInvalid(false);
    const tooLarge = opened.bytes.length > MAX_IMPORT_BYTES;
    setRefusal(tooLarge ? FILE_TOO_LARGE : null);
    const base64 = tooLarge ? '' : await base64Of(new Blob([opened.bytes as Uint8Array<ArrayBuffer>]));
    setFile({ name: opened.name, base64 });
    if (!tooLarge) preview.mutate({ file: base64, dryRun: true });
  };

  const run = async () => {
    if (!file) return;
    // Stamped before the call, so every animal the import writes is changed after it.
    const since = new Date().toISOString();
    setSending(null);
    try {
      const report = await write.mutateAsync({ file: file.base64, dryRun: false, skipInvalid });
      if (!report.applied) {
        // The herd changed since the preview and the file now has problems: its report shows them.
        toast({ tone: 'danger', title: 'Nothing was imported', description: 'The file has new problems: see them below.' });
        setRefused(report);
        return;
      }
      setFile(null);
      setDone({ report, since });
      toast({ tone: 'success', title: 'Import complete', description: importedCounts(report) });
    } catch (error) {
      toast({ tone: 'danger', title: 'Import failed', description: errorMessage(error, 'Nothing was imported. Please try again.') });
    }
  };

  return {
    file,
    /** Why the file cannot be previewed: too large, or the server's refusal (no herd file, out of reach). */
    problem: refusal ?? (preview.error ? errorMessage(preview.error, 'The file could not be read. Please try again.') : null),
    previewing: preview.isPending,
    report: refused ?? preview.data,
    skipInvalid,
    setSkipInvalid,
    importing: write.isPending,
    /** While a preview or import is under way: how much of the file has gone, once the link says. */
    sending: preview.isPending || write.isPending ? sending : null,
    done,
    pick: () => void pick(),
    run: () => void run(),
  };
}

export type HerdImport = ReturnType<typeof useHerdImport>;
