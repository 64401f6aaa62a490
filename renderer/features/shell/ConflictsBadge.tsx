import { Issue } from '@blueprintjs/icons';
import { Link } from 'react-router-dom';
import { useSyncStatus } from '../../sync/sync-status';

/** In the header while saves wait to be settled: how many, and the way to the Conflicts screen. */
export function ConflictsBadge() {
  const conflicts = useSyncStatus((status) => status.conflicts);
  if (conflicts === 0) return null;
  return (
    <Link to="/conflicts" className="fh-header-conflicts" aria-label={`Conflicts: ${conflicts}`} title="Conflicts">
      <Issue size={18} />
      <span className="fh-header-conflicts-count">{conflicts}</span>
    </Link>
  );
}
