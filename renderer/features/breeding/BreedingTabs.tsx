import { useState, type ReactElement } from 'react';
import type { CattleRecord } from '../../../core/schemas/cattle';
import { BoardStatus } from './BoardStatus';
import { ActivitiesPanel } from './panels/ActivitiesPanel';
import { HeatCyclePanel } from './panels/HeatCyclePanel';
import { OverviewPanel } from './panels/OverviewPanel';
import { PregnantPanel } from './panels/PregnantPanel';
import { RecentlyBredPanel } from './panels/RecentlyBredPanel';
import type { BreedingBoardView } from './useBreedingBoard';
import './BreedingTabs.css';
import { Tab, Tabs } from '../../ui/Tabs';

type BreedingTab = 'overview' | 'heat-cycle' | 'breeding' | 'pregnant' | 'activities';

interface BreedingTabsProps {
  view: BreedingBoardView;
  /** Absent where the member's role cannot write animals: the cards then show no action. */
  onBreed: ((animal: CattleRecord) => void) | undefined;
  onEdit: ((animal: CattleRecord) => void) | undefined;
}

/** The five tabs; each but the Overview carries how many it lists. */
export function BreedingTabs({ view, onBreed, onEdit }: BreedingTabsProps) {
  const [tab, setTab] = useState<BreedingTab>('overview');
  const { board } = view;
  const loaded = view.herd.data !== undefined;
  const count = (n: number) => (loaded ? n.toLocaleString('en-US') : undefined);

  // A failed or loading herd leaves nothing to show on any tab: one message for all of them.
  const status = <BoardStatus query={view.herd} what="breeding records" />;
  const panel = (content: ReactElement) => (loaded ? content : status);

  return (
    <Tabs
      id="breeding-tabs"
      className="fh-breeding-tabs"
      size="large"
      selectedTabId={tab}
      onChange={(id) => setTab(id as BreedingTab)}
      renderActiveTabPanelOnly
    >
      <Tab id="overview" title="Overview" panel={panel(<OverviewPanel view={view} onShowAll={() => setTab('activities')} />)} />
      <Tab
        id="heat-cycle"
        title="Heat Cycle"
        tagContent={count(board.heatCycle.length)}
        tagProps={{ round: true }}
        panel={panel(<HeatCyclePanel view={view} onBreed={onBreed} />)}
      />
      <Tab
        id="breeding"
        title="Breeding"
        tagContent={count(board.recentlyBred.length)}
        tagProps={{ round: true }}
        panel={panel(<RecentlyBredPanel view={view} onEdit={onEdit} />)}
      />
      <Tab
        id="pregnant"
        title="Pregnant"
        tagContent={count(board.pregnant.length)}
        tagProps={{ round: true }}
        panel={panel(<PregnantPanel view={view} onEdit={onEdit} />)}
      />
      <Tab
        id="activities"
        title="Activities"
        tagContent={view.log.data ? count(view.activities.length) : undefined}
        tagProps={{ round: true }}
        panel={panel(<ActivitiesPanel view={view} />)}
      />
    </Tabs>
  );
}
