import { EmbryoInventory } from './embryos/EmbryoInventory';
import { SemenInventory } from './semen/SemenInventory';
import { useTabParam } from '../../ui/useTabParam';
import './GeneticsTabs.css';
import { Tab, Tabs } from '../../ui/Tabs';

const GENETICS_TABS = ['semen-tanks', 'embryos'] as const;

/** Semen Tanks and Embryos. */
export function GeneticsTabs() {
  const [tab, setTab] = useTabParam(GENETICS_TABS);
  return (
    <Tabs
      id="genetics-tabs"
      className="fh-genetics-tabs"
      size="large"
      selectedTabId={tab}
      onChange={setTab}
      renderActiveTabPanelOnly
    >
      <Tab id="semen-tanks" title="Semen Tanks" panel={<SemenInventory />} />
      <Tab id="embryos" title="Embryos" panel={<EmbryoInventory />} />
    </Tabs>
  );
}
