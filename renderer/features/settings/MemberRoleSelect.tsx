import { useMutation } from '@tanstack/react-query';
import { ROLE_LABELS, ROLES, type Role } from '../../../core/domain/roles';
import type { Member } from '../../../core/schemas/members';
import { errorMessage } from '../../api/errors';
import { useTRPC } from '../../api/trpc';
import { HTMLSelect } from '../../ui/controls';
import { toast } from '../../ui/toast';

const asRole = (value: string): Role | undefined => ROLES.find((role) => role === value);

/**
 * A member's role as a choice, saved the moment it changes (a role is as easily changed back). It
 * applies from the member's next call: their screens follow at their next look at the account.
 */
export function MemberRoleSelect({ member, roles }: { member: Member; roles: readonly Role[] }) {
  const trpc = useTRPC();
  const setRole = useMutation(trpc.farm.setRole.mutationOptions());

  const change = async (value: string) => {
    const role = asRole(value);
    if (!role || role === member.role) return;
    try {
      await setRole.mutateAsync({ id: member.id, role });
      toast({ tone: 'success', title: 'Role changed', description: `${member.name} is now ${ROLE_LABELS[role]}.` });
    } catch (error) {
      toast({ tone: 'danger', title: 'Role change failed', description: errorMessage(error, 'Please try again.') });
    }
  };

  // The chosen role shows from the choice on, while the list catches up; a refused change goes back.
  const shown = setRole.variables && !setRole.isError ? setRole.variables.role : member.role;
  return (
    <HTMLSelect
      className="fh-member-role-select"
      aria-label={`Role of ${member.name}`}
      value={shown}
      disabled={setRole.isPending}
      options={roles.map((role) => ({ value: role, label: ROLE_LABELS[role] }))}
      onChange={(event) => void change(event.currentTarget.value)}
    />
  );
}
