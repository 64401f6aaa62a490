import { useMutation } from '@tanstack/react-query';
import type { SemenTankRecord } from '../../../../core/schemas/semen';
import type { FieldIssue } from '../../../api/errors';
import { useTRPC } from '../../../api/trpc';
import { saveWithToasts } from '../../../ui/record-save';
import { saveToasts } from './semen-toasts';
import { toTankInput, type TankFormValues } from './tank-form';
import { editOf } from '../../../api/record-edit';

/** Adds a tank under `recordId` (made when the form opened, so a repeated save is one tank), or replaces the edited one. */
export function useSaveTank(tank: SemenTankRecord | null, recordId: string) {
  const trpc = useTRPC();
  const create = useMutation(trpc.semenTanks.create.mutationOptions());
  const update = useMutation(trpc.semenTanks.update.mutationOptions());

  const save = (values: TankFormValues): Promise<FieldIssue[] | null> => {
    const input = toTankInput(values);
    return tank
      ? saveWithToasts(() => update.mutateAsync({ ...editOf(tank), ...input }), saveToasts('tank', 'update', (saved) => saved.name))
      : saveWithToasts(() => create.mutateAsync({ id: recordId, ...input }), saveToasts('tank', 'add', (saved) => saved.name));
  };

  return { save, isPending: create.isPending || update.isPending };
}
