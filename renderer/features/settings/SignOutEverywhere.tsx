import { Button, Callout } from '@blueprintjs/core';
import { InfoSign, LogOut } from '@blueprintjs/icons';
import { useState } from 'react';
import { errorMessage } from '../../api/errors';
import { Dialog, DialogBody, DialogFooter } from '../../ui/Dialog';
import { toast } from '../../ui/toast';
import { useSignOut } from '../../ui/session/useSignOut';
import { SettingsSection } from './SettingsSection';

/** Sign Out Everywhere, after asking: for a lost phone, or a password someone else may know. */
export function SignOutEverywhere() {
  const { signOutEverywhere, endingEverywhere } = useSignOut();
  const [asking, setAsking] = useState(false);

  const confirm = async () => {
    try {
      await signOutEverywhere();
      toast({ tone: 'success', title: 'Signed out everywhere', description: 'Every phone and computer of this farm must sign in again.' });
    } catch (error) {
      setAsking(false);
      toast({ tone: 'danger', title: 'Sign out failed', description: errorMessage(error, 'Nothing was signed out. Please try again.') });
    }
  };

  return (
    <SettingsSection title="Signed-in devices" description="Lost a phone, or think someone else knows your password? Sign out every phone and computer signed in to this farm, this one too.">
      <Button className="fh-settings-action" size="large" icon={<LogOut />} text="Sign Out Everywhere" onClick={() => setAsking(true)} />
      <Dialog isOpen={asking} onClose={endingEverywhere ? undefined : () => setAsking(false)} title="Sign out everywhere?" icon={<LogOut />} role="alertdialog">
        <DialogBody>
          <p>Every phone and computer signed in to this farm is signed out, this one too.</p>
          <Callout intent="primary" icon={<InfoSign />}>
            Each of them needs the password to sign in again. If someone else may know it, use Change Password instead: it signs out every other device too.
          </Callout>
        </DialogBody>
        <DialogFooter
          className="fh-dialog-footer"
          actions={
            <>
              <Button size="large" text="Cancel" onClick={() => setAsking(false)} disabled={endingEverywhere} />
              <Button size="large" intent="danger" icon={<LogOut />} text="Sign Out Everywhere" loading={endingEverywhere} onClick={() => void confirm()} />
            </>
          }
        />
      </Dialog>
    </SettingsSection>
  );
}
