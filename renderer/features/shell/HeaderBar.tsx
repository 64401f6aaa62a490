import { Button } from '@blueprintjs/core';
import { LogOut } from '@blueprintjs/icons';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { memberName, ROLE_LABELS } from '../../../core/domain/roles';
import type { PublicUser } from '../../../core/schemas/auth';
import { SYNC_WORDS } from '../../ui/sync-words';
import { useSyncStatus } from '../../sync/sync-status';
import { BrandMark } from '../../ui/BrandMark';
import { ConfirmDeleteDialog } from '../../ui/ConfirmDeleteDialog';
import { useSignOut } from '../../ui/session/useSignOut';
import { ConflictsBadge } from './ConflictsBadge';

/**
 * The green bar on every signed-in screen: whose farm this is, conflicts to settle, who is signed in
 * and as what (a farm has several members), and the way out.
 */
export function HeaderBar({ user }: { user: PublicUser }) {
  const { signOut, pending } = useSignOut();
  const waiting = useSyncStatus((status) => status.waiting);
  const [asking, setAsking] = useState(false);
  return (
    <header className="fh-header">
      <Link to="/" className="fh-header-brand" title="Home">
        <BrandMark size={36} className="fh-header-mark" />
        <span className="fh-header-names">
          <span className="fh-header-farm">{user.farmName}</span>
          <span className="fh-header-app">Farm Hand</span>
        </span>
      </Link>
      <ConflictsBadge />
      <p className="fh-header-account">
        <span className="fh-header-member">{memberName(user)}</span>
        <span className="fh-header-role">{ROLE_LABELS[user.role]}</span>
      </p>
      <Button
        className="fh-header-signout"
        variant="minimal"
        icon={<LogOut />}
        text="Sign out"
        // Named by itself too: a phone shows only its icon, to leave the farm's and member's names room.
        aria-label="Sign out"
        loading={pending}
        // Saves not yet sent would be deleted with the phone's copy of the farm: ask first.
        onClick={() => (waiting > 0 ? setAsking(true) : void signOut())}
      />
      <ConfirmDeleteDialog
        isOpen={asking}
        title="Sign out?"
        warning="Signing out deletes them from this phone. Stay signed in until the phone is back online and they have been sent."
        confirmText="Sign Out Anyway"
        isPending={pending}
        onConfirm={() => void signOut().finally(() => setAsking(false))}
        onClose={() => setAsking(false)}
      >
        {SYNC_WORDS.unsentAtSignOut(waiting)}.
      </ConfirmDeleteDialog>
    </header>
  );
}
