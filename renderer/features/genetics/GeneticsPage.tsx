import { ScreenIcon } from '../../screens/ScreenIcon';
import { PageHeader } from '../../ui/PageHeader';
import { GeneticsTabs } from './GeneticsTabs';
import { geneticsScreen } from './screen';

/** Semen and embryo inventory in one place, a tab each. */
export default function GeneticsPage() {
  return (
    <div className="fh-genetics-page">
      <PageHeader icon={<ScreenIcon path={geneticsScreen.path} size={24} />} title={geneticsScreen.title} subtitle="Semen straws and embryos on hand" />
      <GeneticsTabs />
    </div>
  );
}
