import { Offline } from '@blueprintjs/icons';
import { useServerReachable } from '../../ui/useServerReachable';
import './OfflineNotice.css';

/**
 * While the device has no network: the screens show what this device last loaded, and their reads
 * wait for the connection to come back (then they refresh by themselves).
 */
export function OfflineNotice() {
  const online = useServerReachable();
  if (online) return null;
  return (
    <div className="fh-offline-notice" role="status">
      <Offline className="fh-offline-icon" />
      <span>You are offline. Showing what this device last loaded; saving needs a connection.</span>
    </div>
  );
}
