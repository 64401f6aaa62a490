import { useMutation } from '@tanstack/react-query';
import type { EmbryoRecord } from '../../../../core/schemas/embryos';
import { errorMessage, type FieldIssue } from '../../../api/errors';
import { useTRPC } from '../../../api/trpc';
import { saveWithToasts } from '../../../ui/record-save';
import { toEmbryoInput, type EmbryoFormValues } from './embryo-form';
import { embryoTitle } from './embryo-title';
import { editOf } from '../../../api/record-edit';

export interface SaveEmbryo {
  /** Saves and toasts; answers the server's field issues, or null once saved. */
  save: (values: EmbryoFormValues) => Promise<FieldIssue[] | null>;
  isPending: boolean;
}

/** Adds a new lot under `recordId` (made when the form opened, so a repeated save is one lot), or replaces the edited one. */
export function useSaveEmbryo(lot: EmbryoRecord | null, recordId: string): SaveEmbryo {
  const trpc = useTRPC();
  const create = useMutation(trpc.embryos.create.mutationOptions());
  const update = useMutation(trpc.embryos.update.mutationOptions());
  const [done, verb] = lot ? ['updated', 'update'] : ['added', 'add'];

  const save = (values: EmbryoFormValues) =>
    saveWithToasts(
      () => {
        const input = toEmbryoInput(values);
        return lot ? update.mutateAsync({ ...editOf(lot), ...input }) : create.mutateAsync({ id: recordId, ...input });
      },
      {
        saved: (saved) => ({ tone: 'success', title: `Embryo ${done} successfully`, description: embryoTitle(saved) }),
        failed: (error) => ({ tone: 'danger', title: `Failed to ${verb} embryo`, description: errorMessage(error, 'Please try again.') }),
      },
    );

  return { save, isPending: create.isPending || update.isPending };
}
