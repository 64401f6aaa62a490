import { useMutation } from '@tanstack/react-query';
import type { ForageRecord } from '../../../core/schemas/forage';
import { errorMessage, type FieldIssue } from '../../api/errors';
import { useTRPC } from '../../api/trpc';
import { saveWithToasts } from '../../ui/record-save';
import { forageLotPlace } from './forage-display';
import { toForageInput, type ForageFormValues } from './forage-form';
import { editOf } from '../../api/record-edit';

export interface SaveForage {
  /** Saves and toasts; answers the server's field issues, or null once saved. */
  save: (values: ForageFormValues) => Promise<FieldIssue[] | null>;
  isPending: boolean;
}

/** Adds a new lot under `recordId` (made when the form opened, so a repeated save is one lot), or replaces the edited one. */
export function useSaveForage(lot: ForageRecord | null, recordId: string): SaveForage {
  const trpc = useTRPC();
  const create = useMutation(trpc.forage.create.mutationOptions());
  const update = useMutation(trpc.forage.update.mutationOptions());
  const verb = lot ? 'update' : 'create';

  const save = (values: ForageFormValues) =>
    saveWithToasts(
      () => {
        const input = toForageInput(values);
        return lot ? update.mutateAsync({ ...editOf(lot), ...input }) : create.mutateAsync({ id: recordId, ...input });
      },
      {
        saved: (saved) => ({ tone: 'success', title: `Forage record ${verb}d successfully!`, description: forageLotPlace(saved) }),
        failed: (error) => ({ tone: 'danger', title: 'Error', description: errorMessage(error, `Failed to ${verb} forage record. Please try again.`) }),
      },
    );

  return { save, isPending: create.isPending || update.isPending };
}
