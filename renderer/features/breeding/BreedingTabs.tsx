import { useState, type ReactElement } from 'react';
import { BoardStatus } from './BoardStatus';
import type { AnimalAction } from './cards/animal-action';
import type { CheckLists } from './checks/useCheckLists';
import { ActivitiesPanel } from './panels/ActivitiesPanel';
import { HeatCyclePanel } from './panels/HeatCyclePanel';
import { OpenCowsPanel } from './panels/OpenCowsPanel';
import { OverviewPanel } from './panels/OverviewPanel';
import { PregnantPanel } from './panels/PregnantPanel';
import { RecentlyBredPanel } from './panels/RecentlyBredPanel';
import { RecheckDuePanel } from './panels/RecheckDuePanel';
import type { BreedingBoardView } from './useBreedingBoard';
import './BreedingTabs.css';
import { Tab, Tabs } from '../../ui/Tabs';

type BreedingTab = 'overview' | 'heat-cycle' | 'breeding' | 'pregnant' | 'recheck-due' | 'open-cows' | 'activities';

interface BreedingTabsProps {
  view: BreedingBoardView;
  checks: CheckLists;
  /** Each absent where the member's role cannot: the cards then show no such button. */
  onBreed: AnimalAction;
  onEdit: AnimalAction;
  onCheck: AnimalAction;
}

/** The tabs, in the order a cow goes through them; each but the Overview carries how many it lists. */
export function BreedingTabs({ view, checks, onBreed, onEdit, onCheck }: BreedingTabsProps) {
  const [tab, setTab] = useState<BreedingTab>('overview');
  const { board } = view;
  const loaded = view.herd.data !== undefined;
  const count = (n: number) => (loaded ? n.toLocaleString('en-US') : undefined);
  const checkCount = (n: number) => (checks.query.data ? count(n) : undefined);

  // A failed or loading herd leaves nothing to show on any tab: one message for all of them.
  const status = <BoardStatus query={view.herd} what="breeding records" />;
  const panel = (content: ReactElement) => (loaded ? content : status);

  return (
    <Tabs
      id="breeding-tabs"
      className="fh-breeding-tabs"
      size="large"
      // A sliding underline cannot follow the tabs onto a second line (BreedingTabs.css).
      animate={false}
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
        panel={panel(<RecentlyBredPanel view={view} onEdit={onEdit} onCheck={onCheck} />)}
      />
      <Tab
        id="pregnant"
        title="Pregnant"
        tagContent={count(board.pregnant.length)}
        tagProps={{ round: true }}
        panel={panel(<PregnantPanel view={view} onEdit={onEdit} onCheck={onCheck} />)}
      />
      <Tab
        id="recheck-due"
        title="Recheck Due"
        tagContent={checkCount(checks.rechecks.length)}
        tagProps={{ round: true }}
        panel={panel(<RecheckDuePanel view={view} checks={checks} onCheck={onCheck} />)}
      />
      <Tab
        id="open-cows"
        title="Open Cows"
        tagContent={checkCount(checks.open.length)}
        tagProps={{ round: true }}
        panel={panel(<OpenCowsPanel view={view} checks={checks} onCheck={onCheck} />)}
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
