import { useQuery } from '@tanstack/react-query';
import { useTRPC } from '../../api/trpc';
import { platform } from '../../platform';
import { displayDate } from '../../ui/display-format';
import { AccountFields } from './AccountFields';
import { ChangePasswordSection } from './ChangePasswordSection';
import { EmailConfirmationNotice, EmailVerifiedPill, SendVerificationLink } from './EmailVerification';
import { SettingsSection } from './SettingsSection';
import { SignOutEverywhere } from './SignOutEverywhere';
import { useEmailConfirmation } from './useEmailConfirmation';

/**
 * Who is signed in and whether their e-mail is proven, the account form, Change Password and Sign
 * Out Everywhere. Mail needs a server: the desktop's farm file shows no proof of the e-mail.
 */
export function AccountTab() {
  const trpc = useTRPC();
  const user = useQuery(trpc.auth.me.queryOptions()).data;
  const confirmation = useEmailConfirmation();
  const mails = platform.name === 'web';
  return (
    <div className="fh-settings-tab">
      <EmailConfirmationNotice confirmation={confirmation} />
      <SettingsSection title="Signed in">
        {user ? (
          <>
            <dl className="fh-settings-facts">
              <div>
                <dt>Farm</dt>
                <dd>{user.farmName}</dd>
              </div>
              <div>
                <dt>Email</dt>
                <dd>
                  {user.email} {mails ? <EmailVerifiedPill verified={user.emailVerified} /> : null}
                </dd>
              </div>
              <div>
                <dt>Member since</dt>
                <dd>{displayDate(user.createdAt.slice(0, 10))}</dd>
              </div>
            </dl>
            {mails && !user.emailVerified ? <SendVerificationLink /> : null}
          </>
        ) : null}
      </SettingsSection>
      <SettingsSection title="Account" description="Your farm's name, owner, location and the e-mail you sign in with. Save Settings saves them.">
        <AccountFields idPrefix="account" withEmail />
      </SettingsSection>
      <ChangePasswordSection />
      <SignOutEverywhere />
    </div>
  );
}
