import { CloudDownload, CloudUpload, Offline } from '@blueprintjs/icons';
import { SYNC_WORDS } from '../../ui/sync-words';
import { useSyncStatus } from '../../sync/sync-status';
import { useDebouncedValue } from '../../ui/useDebouncedValue';
import { useServerReachable } from '../../ui/useServerReachable';
import { useFootStripHeight } from './useFootStripHeight';
import './OfflineNotice.css';

/** A first sync shorter than this is not mentioned. */
const FIRST_SYNC_NOTICE_AFTER_MS = 1_000;

/** Without its own copy of the farm (a phone's first sync not done yet), the device can only show what it last loaded. */
const OFFLINE_WITHOUT_COPY = 'You are offline. Showing what this device last loaded; saving needs a connection.';

/**
 * At the foot of the screen: while the server cannot be reached, that saves are kept on the phone; while a
 * new phone pulls its farm, how far it has got (the screens show what has come so far); while saves
 * wait to be sent, how many.
 */
export function OfflineNotice() {
  const online = useServerReachable();
  const { active, whole, waiting, records } = useSyncStatus();
  const keepsSaves = active && whole;
  // Said only when the first sync takes a while: a small farm comes in before the line would show.
  const pulling = active && !whole;
  const firstSync = useDebouncedValue(pulling, FIRST_SYNC_NOTICE_AFTER_MS) && pulling;
  const strip = useFootStripHeight();
  if (online && waiting === 0 && !firstSync) return null;
  return (
    <div className="fh-offline-notice" role="status" ref={strip}>
      {online ? null : (
        <p className="fh-offline-line">
          <Offline className="fh-offline-icon" />
          <span>{keepsSaves ? SYNC_WORDS.offline : OFFLINE_WITHOUT_COPY}</span>
        </p>
      )}
      {firstSync ? (
        <p className="fh-offline-line">
          <CloudDownload className="fh-offline-icon" />
          <span>{SYNC_WORDS.firstSync(records)}</span>
        </p>
      ) : null}
      {waiting > 0 ? (
        <p className="fh-offline-line">
          <CloudUpload className="fh-offline-icon" />
          <span>{SYNC_WORDS.waiting(waiting)}</span>
        </p>
      ) : null}
    </div>
  );
}
