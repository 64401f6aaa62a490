import { useQuery } from '@tanstack/react-query';
import { useTRPC } from '../../api/trpc';
import { useMayCall } from '../../api/useMayCall';
import { MemberList } from './MemberList';
import { PendingInvitations } from './PendingInvitations';
import './MembersTab.css';

/**
 * The farm's team: every member sees who works the farm and as what; inviting, changing a role,
 * removing and the pending invitations show only where the member's role allows their calls.
 */
export function MembersTab() {
  const trpc = useTRPC();
  const me = useQuery(trpc.auth.me.queryOptions()).data;
  const may = useMayCall();
  if (!me) return null;
  return (
    <div className="fh-settings-tab">
      <MemberList me={me} />
      {may('farm.invitations') ? <PendingInvitations role={me.role} /> : null}
    </div>
  );
}
