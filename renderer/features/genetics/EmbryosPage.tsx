import { useQuery } from '@tanstack/react-query';
import { useTRPC } from '../../api/trpc';
import { ScreenIcon } from '../../screens/ScreenIcon';
import { PageHeader } from '../../ui/PageHeader';
import { embryoCountText } from './embryos/embryo-count';
import { EmbryoInventory } from './embryos/EmbryoInventory';
import { embryosScreen } from './screen';

/** The embryo inventory on its own screen; its Add Embryos button sits in the inventory's toolbar. */
export default function EmbryosPage() {
  const trpc = useTRPC();
  const embryos = useQuery(trpc.embryos.list.queryOptions());
  return (
    <div className="fh-embryos-page">
      <PageHeader
        icon={<ScreenIcon path="/embryos" size={24} />}
        title={embryosScreen.title}
        subtitle={embryos.data ? embryoCountText(embryos.data) : 'Loading your embryos…'}
      />
      <EmbryoInventory />
    </div>
  );
}
