import { Callout } from '@blueprintjs/core';
import { Envelope } from '@blueprintjs/icons';
import { ROLE_LABELS, type Role } from '../../../core/domain/roles';
import type { InvitationCreated } from '../../../core/schemas/members';
import { displayDate } from '../../ui/display-format';
import { QrCode } from '../../ui/QrCode';
import { CopyField } from './CopyField';

/** Only a link with its address can be opened on a phone (the desktop's farm file answers a path). */
const opensOnPhone = (link: string) => /^https?:\/\//.test(link);

/**
 * A new invitation: its link and code to send, and the link as a QR code for a phone beside you.
 * The code is shown once (the server keeps only its hash), so it is shown here whole.
 */
export function InvitationLink({ invitation, email, role }: { invitation: InvitationCreated; email: string; role: Role }) {
  return (
    <div className="fh-invitation">
      <div className="fh-invitation-text">
        <Callout intent="success" icon={<Envelope />} className="fh-invitation-ready">
          <strong>{email}</strong> is invited as {ROLE_LABELS[role]}.
        </Callout>
        <p className="fh-invitation-how">
          Send them the link, or let them scan the code with their phone's camera. It works once, until {displayDate(invitation.expiresAt.slice(0, 10))}, and
          only for {email}.
        </p>
        {/* The link replaces the form, and the focus with it: it lands on the link, ready to copy. */}
        <CopyField label="Invitation link" value={invitation.link} copyText="Copy Link" copiedLine="Invitation link copied: send it to the new member." autoFocus />
        <CopyField label="Invitation code" value={invitation.code} copyText="Copy Code" copiedLine="Invitation code copied." />
      </div>
      {opensOnPhone(invitation.link) ? (
        <figure className="fh-invitation-qr">
          <QrCode text={invitation.link} label={`QR code of the invitation link for ${email}`} />
          <figcaption>Scan to join on a phone</figcaption>
        </figure>
      ) : null}
    </div>
  );
}
