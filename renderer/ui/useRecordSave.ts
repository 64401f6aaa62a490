import { useMutation } from '@tanstack/react-query';
import type { ProcedureInput, ProcedureOutput } from '../api/procedure-paths';
import { useTRPC, useTRPCClient } from '../api/trpc';
import type { WriteContext } from '../api/write-context';
import { toast, type ToastInput } from './toast';

// The one door every write of a farm record goes through: the call with its context, the
// screen's toasts, and the error handed back for the form to show on its fields.

type RecordKind = 'cattle' | 'pastures' | 'semenTanks' | 'semenCanes' | 'semenStraws' | 'embryos' | 'storageTanks' | 'forage' | 'medicines';
/** The records only ever added (a weighing may be taken back). */
type AddedKind = 'activities' | 'treatments' | 'pregnancyChecks' | 'weights';
export type CreatePath = `${RecordKind | AddedKind}.create`;
export type UpdatePath = `${RecordKind}.update`;
export type DeletePath = `${RecordKind}.delete` | 'weights.delete';
export type RecordWritePath = CreatePath | UpdatePath | DeletePath;

export interface SaveToasts<T> {
  saved: (record: T) => ToastInput;
  /** Null where the screen answers this failure itself (with a question), so no toast says it twice. */
  failed: (error: unknown) => ToastInput | null;
}

/** A write's outcome: the saved record, or what the server said. */
export type SaveResult<T> = { saved: T } | { error: unknown };

export interface RecordSave<P extends RecordWritePath> {
  /** Writes, toasts the outcome and answers it; `context.base` names what an update changed from. */
  save: (input: ProcedureInput<P>, context?: WriteContext) => Promise<SaveResult<ProcedureOutput<P>>>;
  isPending: boolean;
}

interface WriteProcedure<P extends RecordWritePath> {
  mutationKey: () => readonly unknown[];
  mutate: (input: ProcedureInput<P>, options: { context: WriteContext }) => Promise<ProcedureOutput<P>>;
}

/** The procedure at `path` of a tRPC root ("pastures.update" → root.pastures.update). */
const at = <T>(root: object, path: string): T => path.split('.').reduce((node: object, key) => (node as Record<string, object>)[key] as object, root) as T;

/**
 * Writes through the vanilla client, so the call carries its context, under the procedure's own
 * mutation key, so the query client's effects (what to refetch, a 412's refresh) still apply.
 */
export function useRecordSave<P extends RecordWritePath>(path: P, toasts: SaveToasts<ProcedureOutput<P>>): RecordSave<P> {
  const trpc = useTRPC();
  const client = useTRPCClient();
  const mutation = useMutation({
    mutationKey: at<WriteProcedure<P>>(trpc, path).mutationKey(),
    mutationFn: ({ input, context }: { input: ProcedureInput<P>; context: WriteContext }) => at<WriteProcedure<P>>(client, path).mutate(input, { context }),
  });

  const save = async (input: ProcedureInput<P>, context: WriteContext = {}): Promise<SaveResult<ProcedureOutput<P>>> => {
    try {
      const saved = await mutation.mutateAsync({ input, context });
      toast(toasts.saved(saved));
      return { saved };
    } catch (error) {
      const said = toasts.failed(error);
      if (said) toast(said);
      return { error };
    }
  };

  return { save, isPending: mutation.isPending };
}
