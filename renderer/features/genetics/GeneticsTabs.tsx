import { Tab, Tabs } from '@blueprintjs/core';
import { useSearchParams } from 'react-router-dom';
import { EmbryoInventory } from './embryos/EmbryoInventory';
import { SemenInventory } from './semen/SemenInventory';
import './GeneticsTabs.css';
import { KEYBOARD_TAB } from '../../ui/keyboard-tab';

type GeneticsTab = 'semen-tanks' | 'embryos';

/** The chosen tab lives in the address (?tab=embryos), so a reload or a shared link keeps it. */
function useGeneticsTab(): [GeneticsTab, (tab: GeneticsTab) => void] {
  const [params, setParams] = useSearchParams();
  const tab: GeneticsTab = params.get('tab') === 'embryos' ? 'embryos' : 'semen-tanks';
  const choose = (next: GeneticsTab) =>
    setParams(
      (last) => {
        // Other parameters (privacy mode's) stay.
        const kept = new URLSearchParams(last);
        if (next === 'embryos') kept.set('tab', next);
        else kept.delete('tab');
        return kept;
      },
      { replace: true },
    );
  return [tab, choose];
}

/** Semen Tanks and Embryos. */
export function GeneticsTabs() {
  const [tab, setTab] = useGeneticsTab();
  return (
    <Tabs
      id="genetics-tabs"
      className="fh-genetics-tabs"
      size="large"
      selectedTabId={tab}
      onChange={(id) => setTab(id === 'embryos' ? 'embryos' : 'semen-tanks')}
      renderActiveTabPanelOnly
    >
      <Tab {...KEYBOARD_TAB} id="semen-tanks" title="Semen Tanks" panel={<SemenInventory />} />
      <Tab {...KEYBOARD_TAB} id="embryos" title="Embryos" panel={<EmbryoInventory />} />
    </Tabs>
  );
}
