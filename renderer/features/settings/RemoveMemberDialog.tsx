import { useMutation } from '@tanstack/react-query';
import type { Member } from '../../../core/schemas/members';
import { errorMessage } from '../../api/errors';
import { useTRPC } from '../../api/trpc';
import { ConfirmDeleteDialog } from '../../ui/ConfirmDeleteDialog';
import { toast } from '../../ui/toast';
import { useLastNonNull } from '../../ui/useLastNonNull';

/** Asks before a member is removed: their sessions end at once, and what they recorded stays. */
export function RemoveMemberDialog({ member, onClose }: { member: Member | null; onClose: () => void }) {
  const trpc = useTRPC();
  const remove = useMutation(trpc.farm.remove.mutationOptions());
  // The dialog keeps its words while it fades out.
  const shown = useLastNonNull(member);

  const confirm = async () => {
    if (!shown) return;
    try {
      await remove.mutateAsync({ id: shown.id });
      toast({ tone: 'success', title: 'Member removed', description: `${shown.name} can no longer sign in to this farm.` });
      onClose();
    } catch (error) {
      toast({ tone: 'danger', title: 'Remove failed', description: errorMessage(error, 'Please try again.') });
    }
  };

  return (
    <ConfirmDeleteDialog
      isOpen={member !== null}
      title="Remove this member?"
      warning="They are signed out at once on every phone and computer. The records they kept stay the farm's."
      confirmText="Remove Member"
      isPending={remove.isPending}
      onConfirm={() => void confirm()}
      onClose={onClose}
    >
      {shown ? (
        <p>
          <strong>{shown.name}</strong> ({shown.email}) will no longer be able to sign in to this farm.
        </p>
      ) : null}
    </ConfirmDeleteDialog>
  );
}
