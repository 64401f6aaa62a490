import { useMutation } from '@tanstack/react-query';
import { displayName } from '../../../../../core/domain';
import type { CattleRecord } from '../../../../../core/schemas/cattle';
import { changedCattleFields, toCattleInput, type CattleFormValues } from '../../../../../core/schemas/cattle-form';
import { useTRPC } from '../../../../api/trpc';
import { toast } from '../../../../ui/toast';
import { createFailureMessage, fieldMessagesOf, updateFailureMessage, type FieldMessage } from './save-errors';
import { editOf } from '../../../../api/record-edit';

export interface SaveCattle {
  /** Saves and toasts; answers the messages for the form's fields, or null once saved. */
  save: (values: CattleFormValues) => Promise<FieldMessage[] | null>;
  isPending: boolean;
}

/**
 * Adds a new animal under `recordId` (made when the form opened, so a repeated save is one animal),
 * or sends the changed fields of the edited one.
 */
export function useSaveCattle(animal: CattleRecord | null, recordId: string): SaveCattle {
  const trpc = useTRPC();
  const create = useMutation(trpc.cattle.create.mutationOptions());
  const update = useMutation(trpc.cattle.update.mutationOptions());

  const save = async (values: CattleFormValues): Promise<FieldMessage[] | null> => {
    try {
      const saved = animal
        ? await update.mutateAsync({ ...editOf(animal), ...changedCattleFields(animal, values) })
        : await create.mutateAsync({ id: recordId, ...toCattleInput(values) });
      const title = animal ? 'Cattle record updated successfully' : 'Cattle record created successfully';
      toast({ tone: 'success', title, description: displayName(saved) });
      return null;
    } catch (error) {
      const message = animal ? updateFailureMessage(error) : createFailureMessage(error);
      toast({ tone: 'danger', title: 'Error', description: message });
      return fieldMessagesOf(error, message);
    }
  };

  return { save, isPending: create.isPending || update.isPending };
}
