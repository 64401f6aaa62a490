import { Button } from '@blueprintjs/core';
import { LogOut } from '@blueprintjs/icons';
import { Link } from 'react-router-dom';
import { BrandMark } from '../../ui/BrandMark';
import { useSignOut } from '../../ui/session/useSignOut';

/** The green bar on every signed-in screen: whose farm this is, and the way out. */
export function HeaderBar({ farmName }: { farmName: string }) {
  const { signOut, pending } = useSignOut();
  return (
    <header className="fh-header">
      <Link to="/" className="fh-header-brand" title="Home">
        <BrandMark size={36} className="fh-header-mark" />
        <span className="fh-header-names">
          <span className="fh-header-farm">{farmName}</span>
          <span className="fh-header-app">Farm Hand</span>
        </span>
      </Link>
      <Button
        className="fh-header-signout"
        variant="minimal"
        icon={<LogOut />}
        text="Sign out"
        loading={pending}
        onClick={() => void signOut()}
      />
    </header>
  );
}
