import { useQuery } from '@tanstack/react-query';
import { useTRPC } from '../../api/trpc';
import { SummaryTiles } from '../../ui/SummaryTiles';

/** Total Cattle, Activities Logged and Pastures: what the farm's data holds. */
export function DataCounts() {
  const trpc = useTRPC();
  const summary = useQuery(trpc.data.summary.queryOptions()).data;
  return (
    <SummaryTiles
      label="Your data"
      tiles={[
        { id: 'cattle', label: 'Total Cattle', value: summary?.totalCattle ?? null },
        { id: 'activities', label: 'Activities Logged', value: summary?.activities ?? null },
        { id: 'pastures', label: 'Pastures', value: summary?.pastures ?? null },
      ]}
    />
  );
}
