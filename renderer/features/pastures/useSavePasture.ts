import { useMutation } from '@tanstack/react-query';
import type { PastureRecord } from '../../../core/schemas/pastures';
import { errorMessage, type FieldIssue } from '../../api/errors';
import { useTRPC } from '../../api/trpc';
import { saveWithToasts } from '../../ui/record-save';
import { toPastureInput, type PastureFormValues } from './pasture-form';
import { editOf } from '../../api/record-edit';

export interface SavePasture {
  /** Saves and toasts; answers the server's field issues, or null once saved. */
  save: (values: PastureFormValues) => Promise<FieldIssue[] | null>;
  isPending: boolean;
}

/**
 * Adds a new pasture under `recordId` (made when the form opened, so a repeated save is one
 * pasture), or replaces the edited one: a rename moves its animals along on the server.
 */
export function useSavePasture(pasture: PastureRecord | null, recordId: string): SavePasture {
  const trpc = useTRPC();
  const create = useMutation(trpc.pastures.create.mutationOptions());
  const update = useMutation(trpc.pastures.update.mutationOptions());
  const verb = pasture ? 'update' : 'create';

  const save = (values: PastureFormValues) =>
    saveWithToasts(
      () => {
        const input = toPastureInput(values);
        return pasture ? update.mutateAsync({ ...editOf(pasture), ...input }) : create.mutateAsync({ id: recordId, ...input });
      },
      {
        saved: (saved) => ({ tone: 'success', title: `Pasture ${verb}d successfully`, description: saved.name }),
        failed: (error) => ({ tone: 'danger', title: `Failed to ${verb} pasture`, description: errorMessage(error, 'Please try again.') }),
      },
    );

  return { save, isPending: create.isPending || update.isPending };
}
