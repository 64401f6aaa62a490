import { Button, Callout } from '@blueprintjs/core';
import { Envelope, Tick, WarningSign } from '@blueprintjs/icons';
import { useMutation } from '@tanstack/react-query';
import { errorMessage } from '../../api/errors';
import { useTRPC } from '../../api/trpc';
import { toast } from '../../ui/toast';
import type { EmailConfirmation } from './useEmailConfirmation';
import '../../ui/pills.css';

/** Whether the account's e-mail is proven: only a proven address is mailed the herd book. */
export function EmailVerifiedPill({ verified }: { verified: boolean }) {
  return <span className={`fh-pill ${verified ? 'fh-status-green' : 'fh-status-yellow'}`}>{verified ? 'Verified' : 'Not verified'}</span>;
}

/** Send Verification Link: mails the account's address a link that proves it (and says so when opened). */
export function SendVerificationLink() {
  const trpc = useTRPC();
  const send = useMutation(trpc.auth.requestEmailVerification.mutationOptions());

  const run = async () => {
    try {
      const { sentTo } = await send.mutateAsync();
      toast({ tone: 'success', title: 'Verification link sent', description: `Open the link sent to ${sentTo} within 24 hours.` });
    } catch (error) {
      toast({ tone: 'danger', title: 'Sending failed', description: errorMessage(error, 'Please try again.') });
    }
  };

  return (
    <div className="fh-settings-verify">
      <p className="fh-settings-hint">Prove this address is yours to have Email Excel File send your records to it.</p>
      <Button className="fh-settings-action" size="large" icon={<Envelope />} text="Send Verification Link" loading={send.isPending} onClick={() => void run()} />
    </div>
  );
}

/** What became of the verification link the app was opened with, read out as it changes. */
export function EmailConfirmationNotice({ confirmation }: { confirmation: EmailConfirmation }) {
  return <div role="status">{confirmation.state === 'none' ? null : <ConfirmationCallout confirmation={confirmation} />}</div>;
}

function ConfirmationCallout({ confirmation }: { confirmation: Exclude<EmailConfirmation, { state: 'none' }> }) {
  if (confirmation.state === 'checking') return <Callout>Checking your verification link…</Callout>;
  const success = confirmation.tone === 'success';
  return (
    <Callout intent={success ? 'success' : 'danger'} icon={success ? <Tick /> : <WarningSign />} title={success ? 'Email verified' : 'Email not verified'}>
      {confirmation.message}
    </Callout>
  );
}
