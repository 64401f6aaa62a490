import { useQuery } from '@tanstack/react-query';
import { useTRPC } from '../../api/trpc';
import { displayDate } from '../../ui/display-format';
import { AccountFields } from './AccountFields';
import { SettingsSection } from './SettingsSection';

/** Who is signed in, and the account form. */
export function AccountTab() {
  const trpc = useTRPC();
  const user = useQuery(trpc.auth.me.queryOptions()).data;
  return (
    <div className="fh-settings-tab">
      <SettingsSection title="Signed in">
        {user ? (
          <dl className="fh-settings-facts">
            <div>
              <dt>Farm</dt>
              <dd>{user.farmName}</dd>
            </div>
            <div>
              <dt>Email</dt>
              <dd>{user.email}</dd>
            </div>
            <div>
              <dt>Member since</dt>
              <dd>{displayDate(user.createdAt.slice(0, 10))}</dd>
            </div>
          </dl>
        ) : null}
      </SettingsSection>
      <SettingsSection title="Account" description="Your farm's name, owner, location and the e-mail you sign in with. Save Settings saves them.">
        <AccountFields idPrefix="account" withEmail />
      </SettingsSection>
    </div>
  );
}
