import { Button } from '@blueprintjs/core';
import { Disable } from '@blueprintjs/icons';
import { useMutation, useQuery } from '@tanstack/react-query';
import { invitableRoles, ROLE_LABELS, type Role } from '../../../core/domain/roles';
import type { PendingInvitation } from '../../../core/schemas/members';
import { errorMessage } from '../../api/errors';
import { whyNotLoaded } from '../../api/read-state';
import { useTRPC } from '../../api/trpc';
import { useMayCall } from '../../api/useMayCall';
import { displayDate } from '../../ui/display-format';
import { NeedsServer } from '../../ui/NeedsServer';
import { toast } from '../../ui/toast';
import { SettingsSection } from './SettingsSection';

/** "Farm hand · invited by Sam Rivera · works until Dec 4, 2026" */
function invitationLine(invitation: PendingInvitation): string {
  const by = invitation.invitedBy ? ` · invited by ${invitation.invitedBy}` : '';
  return `${ROLE_LABELS[invitation.role]}${by} · works until ${displayDate(invitation.expiresAt.slice(0, 10))}`;
}

/**
 * The invitations not yet used, each with Withdraw: its code stops working at once. Withdrawing
 * needs no second look, since the same person can be invited again. A member withdraws only what
 * they could have sent (a manager, the hands' and viewers').
 */
export function PendingInvitations({ role }: { role: Role }) {
  const trpc = useTRPC();
  const invitations = useQuery(trpc.farm.invitations.queryOptions());
  const withdraw = useMutation(trpc.farm.withdrawInvitation.mutationOptions());
  const may = useMayCall();
  const missing = whyNotLoaded(invitations, 'Could not load the invitations. Please try again.');
  const mayWithdraw = (invitation: PendingInvitation) => may('farm.withdrawInvitation') && invitableRoles(role).includes(invitation.role);

  const withdrawOne = async (invitation: PendingInvitation) => {
    try {
      await withdraw.mutateAsync({ id: invitation.id });
      toast({ tone: 'success', title: 'Invitation withdrawn', description: `The link sent to ${invitation.email} no longer works.` });
    } catch (error) {
      toast({ tone: 'danger', title: 'Withdraw failed', description: errorMessage(error, 'Please try again.') });
    }
  };

  const list = invitations.data ?? [];
  return (
    <SettingsSection title="Pending invitations" description="Links sent and not yet used. Each works once, for 7 days.">
      <NeedsServer>
        {list.length > 0 ? (
          <ul className="fh-settings-list fh-members" aria-label="Pending invitations">
            {list.map((invitation) => (
              <li key={invitation.id} className="fh-settings-row fh-member">
                <span className="fh-settings-row-text">
                  <strong className="fh-member-email">{invitation.email}</strong>
                  <span>{invitationLine(invitation)}</span>
                </span>
                {mayWithdraw(invitation) ? (
                  <Button
                    icon={<Disable />}
                    text="Withdraw"
                    aria-label={`Withdraw the invitation to ${invitation.email}`}
                    loading={withdraw.isPending && withdraw.variables.id === invitation.id}
                    onClick={() => void withdrawOne(invitation)}
                  />
                ) : null}
              </li>
            ))}
          </ul>
        ) : (
          <p className="fh-settings-hint">{missing ?? (invitations.isPending ? 'Loading invitations…' : 'No invitations waiting.')}</p>
        )}
      </NeedsServer>
    </SettingsSection>
  );
}
