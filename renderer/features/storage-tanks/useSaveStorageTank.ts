import { useMutation } from '@tanstack/react-query';
import type { StorageTankRecord } from '../../../core/schemas/storage-tanks';
import { errorMessage, type FieldIssue } from '../../api/errors';
import { useTRPC } from '../../api/trpc';
import { saveWithToasts } from '../../ui/record-save';
import { toStorageTankInput, type StorageTankFormValues } from './storage-tank-form';
import { editOf } from '../../api/record-edit';

export interface SaveStorageTank {
  /** Saves and toasts; answers the server's field issues, or null once saved. */
  save: (values: StorageTankFormValues) => Promise<FieldIssue[] | null>;
  isPending: boolean;
}

/**
 * Adds a new storage tank under `recordId` (made when the form opened, so a repeated save is one
 * tank), or replaces the edited one.
 */
export function useSaveStorageTank(tank: StorageTankRecord | null, recordId: string): SaveStorageTank {
  const trpc = useTRPC();
  const create = useMutation(trpc.storageTanks.create.mutationOptions());
  const update = useMutation(trpc.storageTanks.update.mutationOptions());
  const [done, verb] = tank ? ['updated', 'update'] : ['added', 'add'];

  const save = (values: StorageTankFormValues) =>
    saveWithToasts(
      () => {
        const input = toStorageTankInput(values);
        return tank ? update.mutateAsync({ ...editOf(tank), ...input }) : create.mutateAsync({ id: recordId, ...input });
      },
      {
        saved: (saved) => ({ tone: 'success', title: `Storage tank ${done} successfully`, description: saved.name }),
        failed: (error) => ({ tone: 'danger', title: `Failed to ${verb} storage tank`, description: errorMessage(error, 'Please try again.') }),
      },
    );

  return { save, isPending: create.isPending || update.isPending };
}
