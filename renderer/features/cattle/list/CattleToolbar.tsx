import { Button, Tag } from '@blueprintjs/core';
import { Cross, Syringe } from '@blueprintjs/icons';
import type { CattleView } from '../../../ui/device-settings';
import { LinkButton } from '../../../ui/LinkButton';
import { ScreenIcon } from '../../../screens/ScreenIcon';
import { FilterChips } from './FilterChips';
import type { HerdView } from './useHerdView';
import { SearchBox } from '../../../ui/SearchBox';
import { ViewToggle } from './ViewToggle';
import { YearPicker } from '../../../ui/YearPicker';
import '../../../ui/Toolbar.css';
import './CattleToolbar.css';
import { countOf } from '../../../../core/domain';

interface CattleToolbarProps {
  herd: HerdView;
  /** False until the herd has arrived: no counts to show yet. */
  loaded: boolean;
  view: CattleView;
  onViewChange: (view: CattleView) => void;
  /** Treats the animals shown; absent where the member's role cannot treat. */
  onTreat: (() => void) | undefined;
  /** Whether the member's role may weigh: then the chute's Weigh screen is a step away. */
  mayWeigh: boolean;
}

/** Search, filter chips, birth year, cards or table, how many records show, and Treat for them or Weigh. */
export function CattleToolbar({ herd, loaded, view, onViewChange, onTreat, mayWeigh }: CattleToolbarProps) {
  const shown = herd.visible.length;
  return (
    <section className="fh-toolbar fh-toolbar-stacked" aria-label="Search and filters">
      <SearchBox className="fh-toolbar-search" label="Search cattle" placeholder="Name, tag, breed or pasture" value={herd.query} onChange={herd.setQuery} />
      {herd.imported ? (
        <div className="fh-cattle-imported">
          <Tag intent="primary" size="large">
            Imported
          </Tag>
          <span className="fh-cattle-imported-text">Only the animals the import added or changed.</span>
          <Button variant="outlined" icon={<Cross />} text="Show the whole herd" onClick={herd.showWholeHerd} />
        </div>
      ) : null}
      <FilterChips value={herd.chip} counts={loaded ? herd.counts : null} onChange={herd.setChip} />
      <div className="fh-cattle-toolbar-row">
        <YearPicker value={herd.year} today={herd.today} onChange={herd.setYear} />
        <ViewToggle value={view} onChange={onViewChange} />
        <div className="fh-cattle-toolbar-end">
          {loaded ? (
            <p className="fh-record-count" aria-live="polite">
              {shown === herd.yearTotal ? countOf(shown, 'record') : `${shown.toLocaleString('en-US')} of ${countOf(herd.yearTotal, 'record')}`}
            </p>
          ) : null}
          {onTreat ? <Button icon={<Syringe />} text="Treat" disabled={!loaded} onClick={onTreat} /> : null}
          {/* The Weigh tab is off by default: the herd list is where a hand looks for the chute. */}
          {mayWeigh ? <LinkButton to="/weigh" size="medium" icon={<ScreenIcon path="/weigh" />} text="Weigh" /> : null}
        </div>
      </div>
    </section>
  );
}
