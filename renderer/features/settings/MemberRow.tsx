import { Button } from '@blueprintjs/core';
import { Trash } from '@blueprintjs/icons';
import { mayChangeRole, mayRemove, ROLE_LABELS, ROLES } from '../../../core/domain/roles';
import type { PublicUser } from '../../../core/schemas/auth';
import type { Member } from '../../../core/schemas/members';
import { useMayCall } from '../../api/useMayCall';
import { displayDate } from '../../ui/display-format';
import { MemberRoleSelect } from './MemberRoleSelect';

interface MemberRowProps {
  member: Member;
  me: PublicUser;
  /** Asks before removing; absent where the member's role cannot remove anyone. */
  onRemove: ((member: Member) => void) | undefined;
}

/** One member: name, e-mail and since when, their role (a choice where the caller may change it), and Remove. */
export function MemberRow({ member, me, onRemove }: MemberRowProps) {
  const may = useMayCall();
  const isMe = member.id === me.id;
  // The rules of who may change or remove whom are the server's (core/domain/roles.ts), applied to this row.
  const roles = may('farm.setRole') ? ROLES.filter((to) => to === member.role || mayChangeRole(me.role, member.role, to)) : [];
  const removable = onRemove && !isMe && mayRemove(me.role, member.role);
  return (
    <li className="fh-settings-row fh-member">
      <span className="fh-settings-row-text">
        <strong>
          {member.name}
          {isMe ? <span className="fh-member-you"> (you)</span> : null}
        </strong>
        {/* A member without a name is named by their e-mail already. */}
        {member.email === member.name ? null : <span className="fh-member-email">{member.email}</span>}
        <span>Joined {displayDate(member.joinedAt.slice(0, 10))}</span>
      </span>
      <span className="fh-member-actions">
        {roles.length > 1 ? <MemberRoleSelect member={member} roles={roles} /> : <span className="fh-pill fh-member-role">{ROLE_LABELS[member.role]}</span>}
        {removable ? (
          <Button variant="minimal" intent="danger" icon={<Trash />} text="Remove" aria-label={`Remove ${member.name}`} onClick={() => onRemove(member)} />
        ) : null}
      </span>
    </li>
  );
}
