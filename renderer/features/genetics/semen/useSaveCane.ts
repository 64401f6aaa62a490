import { useMutation } from '@tanstack/react-query';
import { caneTitle } from '../../../../core/domain';
import type { SemenCaneRecord } from '../../../../core/schemas/semen';
import type { FieldIssue } from '../../../api/errors';
import { useTRPC } from '../../../api/trpc';
import { saveWithToasts } from '../../../ui/record-save';
import { toCaneInput, type CaneFormValues } from './cane-form';
import { saveToasts } from './semen-toasts';
import { editOf } from '../../../api/record-edit';

/** Adds a cane under `recordId` (made when the form opened, so a repeated save is one cane), or replaces the edited one. */
export function useSaveCane(cane: SemenCaneRecord | null, recordId: string) {
  const trpc = useTRPC();
  const create = useMutation(trpc.semenCanes.create.mutationOptions());
  const update = useMutation(trpc.semenCanes.update.mutationOptions());

  const save = (values: CaneFormValues): Promise<FieldIssue[] | null> => {
    const input = toCaneInput(values);
    return cane
      ? saveWithToasts(() => update.mutateAsync({ ...editOf(cane), ...input }), saveToasts('cane', 'update', caneTitle))
      : saveWithToasts(() => create.mutateAsync({ id: recordId, ...input }), saveToasts('cane', 'add', caneTitle));
  };

  return { save, isPending: create.isPending || update.isPending };
}
