import { InstallCard } from './InstallCard';
import { PwaDiagnostics } from './PwaDiagnostics';
import './InstallAppSection.css';

/** Installing Farm Hand as an app on this device, and whether everything it needs is in place. */
export function InstallAppSection() {
  return (
    <div className="fh-install">
      <InstallCard />
      <PwaDiagnostics />
    </div>
  );
}
