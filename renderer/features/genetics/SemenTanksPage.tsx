import { ScreenIcon } from '../../screens/ScreenIcon';
import { PageHeader } from '../../ui/PageHeader';
import { semenTanksScreen } from './screen';
import { SemenInventory } from './semen/SemenInventory';

/** The semen inventory on a page of its own. */
export default function SemenTanksPage() {
  return (
    <div className="fh-semen-page">
      <PageHeader icon={<ScreenIcon path={semenTanksScreen.path} size={24} />} title={semenTanksScreen.title} subtitle="Straws by tank and cane: which bulls, how many left" />
      <SemenInventory />
    </div>
  );
}
