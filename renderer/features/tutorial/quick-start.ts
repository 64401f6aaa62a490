import { useQuery } from '@tanstack/react-query';
import { useTRPC } from '../../api/trpc';
import { defaultNavSettings } from '../../ui/navigation/nav-config';
import { useNavigationStore } from '../../ui/navigation/store';

export interface QuickStartItem {
  id: string;
  label: string;
  optional?: boolean;
  /** Where it is done: a screen, or (for what is done from the navigation itself) a hint. */
  to?: string;
  hint?: string;
  /** null while the farm's data is still loading. */
  done: boolean | null;
}

/**
 * The five-item quick-start checklist, each ticked from what the farm already holds, through small
 * answers the app reads anyway (the dashboard's counts and widgets, the genetics lists), never the herd.
 */
export function useQuickStart(): QuickStartItem[] {
  const trpc = useTRPC();
  const stats = useQuery(trpc.dashboard.stats.queryOptions()).data;
  const widgets = useQuery(trpc.dashboard.widgets.queryOptions()).data;
  const straws = useQuery(trpc.semenStraws.list.queryOptions()).data;
  const embryos = useQuery(trpc.embryos.list.queryOptions()).data;
  const navigation = useNavigationStore((state) => state.settings);
  const genetics = straws && embryos ? straws.length + embryos.length > 0 : null;
  return [
    { id: 'pastures', label: 'Set up your pastures', to: '/pastures', done: stats ? stats.totalPastures > 0 : null },
    { id: 'cattle', label: 'Add your cattle', to: '/cattle', done: stats ? stats.totalCattle > 0 : null },
    { id: 'breeding', label: 'Log your recent breeding', to: '/breeding-management', done: widgets ? widgets.conception.bred > 0 : null },
    { id: 'genetics', label: 'Set up your genetic inventory', optional: true, to: '/genetics', done: genetics },
    {
      id: 'navigation',
      label: 'Customise your mobile navigation',
      hint: 'Edit at the end of the bottom bar, or Customize navigation in the sidebar.',
      done: JSON.stringify(navigation) !== JSON.stringify(defaultNavSettings()),
    },
  ];
}
