import { useMutation } from '@tanstack/react-query';
import type { SemenStrawRecord } from '../../../../core/schemas/semen';
import type { FieldIssue } from '../../../api/errors';
import { useTRPC } from '../../../api/trpc';
import { saveWithToasts } from '../../../ui/record-save';
import { saveToasts } from './semen-toasts';
import { toStrawInput, type StrawFormValues } from './straw-form';
import { editOf } from '../../../api/record-edit';

/** Adds a straw lot under `recordId` (made when the form opened, so a repeated save is one lot), or replaces the edited one. */
export function useSaveStraws(lot: SemenStrawRecord | null, recordId: string) {
  const trpc = useTRPC();
  const create = useMutation(trpc.semenStraws.create.mutationOptions());
  const update = useMutation(trpc.semenStraws.update.mutationOptions());
  const describe = (saved: { bullName: string }) => saved.bullName;

  const save = (values: StrawFormValues): Promise<FieldIssue[] | null> => {
    const input = toStrawInput(values);
    return lot
      ? saveWithToasts(() => update.mutateAsync({ ...editOf(lot), ...input }), saveToasts('lot', 'update', describe))
      : saveWithToasts(() => create.mutateAsync({ id: recordId, ...input }), saveToasts('lot', 'add', describe));
  };

  return { save, isPending: create.isPending || update.isPending };
}
