import type { ReactElement } from 'react';
import { CALF_TABS, type CalfCounts, type CalfTab } from '../../../core/domain';
import './CalfTabs.css';
import { Tab, Tabs, type TabId } from '../../ui/Tabs';

interface CalfTabsProps {
  value: CalfTab;
  /** Null while the calves load. */
  counts: CalfCounts | null;
  onChange: (tab: CalfTab) => void;
  /** The chosen tab's calves: the one panel, drawn under whichever tab is chosen. */
  panel: ReactElement;
}

const tabOf = (id: TabId): CalfTab => CALF_TABS.find((tab) => tab.id === id)?.id ?? 'all';

/** All, Weaned, Heifers, Bulls, Ready to Wean, each with how many calves it holds. */
export function CalfTabs({ value, counts, onChange, panel }: CalfTabsProps) {
  return (
    <Tabs
      id="calf-tabs"
      pills
      className="fh-calf-tabs"
      selectedTabId={value}
      onChange={(id) => onChange(tabOf(id))}
      renderActiveTabPanelOnly
    >
      {CALF_TABS.map((tab) => (
        <Tab
          key={tab.id}
          id={tab.id}
          title={tab.label}
          tagContent={counts ? counts[tab.id] : undefined}
          tagProps={{ round: true, className: 'fh-tab-count' }}
          panel={panel}
          panelClassName="fh-calf-panel"
        />
      ))}
    </Tabs>
  );
}
