import { Tab, Tabs } from '@blueprintjs/core';
import { EmbryoInventory } from './embryos/EmbryoInventory';
import { SemenInventory } from './semen/SemenInventory';
import { KEYBOARD_TAB } from '../../ui/keyboard-tab';
import { useTabParam } from '../../ui/useTabParam';
import './GeneticsTabs.css';

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
      <Tab {...KEYBOARD_TAB} id="semen-tanks" title="Semen Tanks" panel={<SemenInventory />} />
      <Tab {...KEYBOARD_TAB} id="embryos" title="Embryos" panel={<EmbryoInventory />} />
    </Tabs>
  );
}
