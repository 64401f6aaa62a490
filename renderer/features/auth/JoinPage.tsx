import { Callout, Spinner } from '@blueprintjs/core';
import { InfoSign, LogIn, WarningSign } from '@blueprintjs/icons';
import { useQuery } from '@tanstack/react-query';
import { MEMBER_MESSAGES } from '../../../core/domain/roles';
import type { PublicUser } from '../../../core/schemas/auth';
import { whyNotLoaded } from '../../api/read-state';
import { useTRPC } from '../../api/trpc';
import { LinkButton } from '../../ui/LinkButton';
import { useDocumentTitle } from '../../ui/useDocumentTitle';
import { AuthFrame } from './AuthFrame';
import { JoinForm } from './JoinForm';

interface JoinPageProps {
  /** The invitation's code from the link ('' when the link carries none). */
  code: string;
  /** Who is signed in on this device already, if anyone. */
  signedIn: PublicUser | null;
}

/** The Join page: the inviting farm's name, then the new member's account (name, e-mail, password). */
export default function JoinPage({ code, signedIn }: JoinPageProps) {
  const trpc = useTRPC();
  const invitation = useQuery({ ...trpc.auth.invitation.queryOptions({ code }), enabled: code !== '' });
  useDocumentTitle(invitation.data ? `Join ${invitation.data.farmName}` : 'Join a farm');
  // A link without a code is as unusable as a used one, and said the same way.
  const missing = code === '' ? MEMBER_MESSAGES.invitationInvalid : whyNotLoaded(invitation, MEMBER_MESSAGES.invitationInvalid);

  return (
    <AuthFrame footnote="Your account is your own: the farm's owner decides what your role lets you do.">
      {invitation.data ? (
        <>
          {signedIn ? (
            <Callout intent="primary" icon={<InfoSign />} className="fh-join-signed-in">
              This device is signed in to {signedIn.farmName} as {signedIn.email}. Joining signs it in as the new member instead.
            </Callout>
          ) : null}
          <JoinForm code={code} invitation={invitation.data} />
        </>
      ) : missing ? (
        <div className="fh-join-invalid">
          <h2 className="fh-join-title">Join a farm</h2>
          <Callout intent="danger" icon={<WarningSign />}>
            {missing}
          </Callout>
          <p className="fh-join-text">Ask the farm for a new invitation link. Already a member? Sign in instead.</p>
          <LinkButton to="/auth" icon={<LogIn />} text="Go to Sign In" />
        </div>
      ) : (
        <Spinner className="fh-join-loading" size={40} aria-label="Loading the invitation" />
      )}
    </AuthFrame>
  );
}
