import { useMutation } from '@tanstack/react-query';
import type { ActivityInput, ActivityRecord } from '../../../../core/schemas/activities';
import { errorMessage } from '../../../api/errors';
import { useTRPC } from '../../../api/trpc';
import { toast } from '../../../ui/toast';

export const LOG_FAILED = 'Failed to log activity';

export interface LogActivity {
  /** Logs and toasts; answers the logged activity, or the error the server gave. */
  log: (id: string, activity: ActivityInput) => Promise<{ saved: ActivityRecord } | { error: unknown }>;
  isPending: boolean;
}

/** Logs an activity under `id` (made when the form opened, so a repeated save logs it once). */
export function useLogActivity(): LogActivity {
  const trpc = useTRPC();
  const create = useMutation(trpc.activities.create.mutationOptions());

  const log: LogActivity['log'] = async (id, activity) => {
    try {
      const saved = await create.mutateAsync({ id, ...activity });
      toast({ tone: 'success', title: 'Activity logged', description: 'The activity has been recorded successfully.' });
      return { saved };
    } catch (error) {
      toast({ tone: 'danger', title: 'Error', description: errorMessage(error, LOG_FAILED) });
      return { error };
    }
  };

  return { log, isPending: create.isPending };
}
