import { useState } from 'react';
import type { CattleRecord } from '../../../core/schemas/cattle';
import { matchesPastureTab, PASTURE_TABS, pastureTabCounts, type PastureTab } from './pasture-herd';
import { PastureAnimalRow } from './PastureAnimalRow';
import { Tab, Tabs } from '../../ui/Tabs';

interface PastureCattleTabsProps {
  pasture: string;
  /** Every record naming the pasture; the tabs leave out those no longer in the herd. */
  animals: readonly CattleRecord[];
  today: string;
  onEditAnimal: ((animal: CattleRecord) => void) | undefined;
}

const tabOf = (id: string | number): PastureTab => PASTURE_TABS.find((tab) => tab.id === id)?.id ?? 'all';

/** All, Bulls, Cows, Donors, Recipients and Calves, each with its count and its animals. */
export function PastureCattleTabs({ pasture, animals, today, onEditAnimal }: PastureCattleTabsProps) {
  const [selected, setSelected] = useState<PastureTab>('all');
  const counts = pastureTabCounts(animals, today);
  return (
    <Tabs
      id="pasture-cattle-tabs"
      pills
      className="fh-pasture-tabs"
      selectedTabId={selected}
      onChange={(id) => setSelected(tabOf(id))}
      renderActiveTabPanelOnly
    >
      {PASTURE_TABS.map((tab) => {
        const shown = animals.filter((animal) => matchesPastureTab(animal, tab.id, today));
        return (
          <Tab
            key={tab.id}
            id={tab.id}
            title={tab.label}
            tagContent={counts[tab.id]}
            tagProps={{ round: true, className: 'fh-tab-count' }}
            panelClassName="fh-pasture-tab-panel"
            panel={
              shown.length > 0 ? (
                <ul className="fh-pasture-animals" aria-label={`${tab.label} in ${pasture}`}>
                  {shown.map((animal) => (
                    <PastureAnimalRow key={animal.id} animal={animal} onEdit={onEditAnimal} />
                  ))}
                </ul>
              ) : (
                <p className="fh-pasture-animals-empty">{`No ${tab.noun} in ${pasture}.`}</p>
              )
            }
          />
        );
      })}
    </Tabs>
  );
}
