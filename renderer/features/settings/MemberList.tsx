import { Button } from '@blueprintjs/core';
import { NewPerson } from '@blueprintjs/icons';
import { useQuery } from '@tanstack/react-query';
import { lazy, useState } from 'react';
import type { PublicUser } from '../../../core/schemas/auth';
import type { Member } from '../../../core/schemas/members';
import { whyNotLoaded } from '../../api/read-state';
import { useTRPC } from '../../api/trpc';
import { useMayCall } from '../../api/useMayCall';
import { MountWhenOpened } from '../../ui/MountWhenOpened';
import { NeedsServer } from '../../ui/NeedsServer';
import { MemberRow } from './MemberRow';
import { RemoveMemberDialog } from './RemoveMemberDialog';
import { SettingsSection } from './SettingsSection';

// The invitation dialog brings the QR code's encoder: it loads when first opened.
const InviteMemberDialog = lazy(() => import('./InviteMemberDialog').then((module) => ({ default: module.InviteMemberDialog })));

/** Who works this farm, each with their role; Invite Member, role changes and removal where allowed. */
export function MemberList({ me }: { me: PublicUser }) {
  const trpc = useTRPC();
  const members = useQuery(trpc.farm.members.queryOptions());
  const may = useMayCall();
  const [inviting, setInviting] = useState(false);
  const [removing, setRemoving] = useState<Member | null>(null);
  const missing = whyNotLoaded(members, 'Could not load the members. Please try again.');

  return (
    <SettingsSection title="Members" description="Everyone who works this farm, and the role that says what each may do.">
      <NeedsServer>
        {members.data ? (
          <ul className="fh-settings-list fh-members" aria-label="Members">
            {members.data.map((member) => (
              <MemberRow key={member.id} member={member} me={me} onRemove={may('farm.remove') ? setRemoving : undefined} />
            ))}
          </ul>
        ) : (
          <p className="fh-settings-hint">{missing ?? 'Loading members…'}</p>
        )}
        {may('farm.invite') ? (
          <Button className="fh-settings-action" size="large" intent="primary" icon={<NewPerson />} text="Invite Member" onClick={() => setInviting(true)} />
        ) : null}
      </NeedsServer>
      <MountWhenOpened isOpen={inviting}>
        <InviteMemberDialog isOpen={inviting} role={me.role} onClose={() => setInviting(false)} />
      </MountWhenOpened>
      <RemoveMemberDialog member={removing} onClose={() => setRemoving(null)} />
    </SettingsSection>
  );
}
