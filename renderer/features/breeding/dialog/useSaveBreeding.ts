import { useMutation } from '@tanstack/react-query';
import type { UseFormSetError } from 'react-hook-form';
import { displayName } from '../../../../core/domain';
import type { CattleRecord } from '../../../../core/schemas/cattle';
import { BREEDING_FORM_MESSAGES, toBreedingPatch, type BreedingFormField, type BreedingFormValues } from '../../../../core/schemas/breeding-form';
import { errorMessage } from '../../../api/errors';
import { useTRPC } from '../../../api/trpc';
import { showServerIssues } from '../../../ui/form-errors';
import { toast } from '../../../ui/toast';
import { editOf } from '../../../api/record-edit';

const FIELDS: readonly BreedingFormField[] = ['breedingDate', 'breedingMethod', 'breedingSire', 'strawsUsed', 'status', 'expectedCalvingDate'];
const FAILED = 'Error saving breeding record';

/** Sends the breeding to PATCH /api/cattle/{id} and says how it went; answers whether it saved. */
export function useSaveBreeding() {
  const trpc = useTRPC();
  const update = useMutation(trpc.cattle.update.mutationOptions());

  const save = async (
    animal: CattleRecord | null,
    values: BreedingFormValues,
    setError: UseFormSetError<BreedingFormValues>,
  ): Promise<boolean> => {
    if (!animal) {
      toast({ tone: 'danger', title: FAILED, description: BREEDING_FORM_MESSAGES.noCattle });
      return false;
    }
    try {
      const saved = await update.mutateAsync({ ...editOf(animal), ...toBreedingPatch(values) });
      toast({ tone: 'success', title: 'Breeding record saved', description: `Breeding information for ${displayName(saved)} has been updated.` });
      return true;
    } catch (error) {
      showServerIssues(error, setError, FIELDS);
      toast({ tone: 'danger', title: FAILED, description: errorMessage(error, 'Failed to save breeding information') });
      return false;
    }
  };

  return { save, isPending: update.isPending };
}
