import type { QueryPath } from '../../api/procedure-paths';
import { useSession } from '../session/useSession';

const HISTORY_READ = 'history.list' satisfies QueryPath;

/**
 * Whether the signed-in member's role may read the farm's history (owners and managers): the one
 * place the History screen, its way in from Settings and an animal's History tab ask. The server
 * refuses everyone else; this keeps them from being offered what would be refused.
 */
export function useHistoryAllowed(): boolean {
  const session = useSession();
  return session.status === 'authenticated' && session.user.calls.includes(HISTORY_READ);
}
