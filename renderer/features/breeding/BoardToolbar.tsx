import { Button } from '@blueprintjs/core';
import type { ChangeEvent } from 'react';
import { SearchBox } from '../../ui/SearchBox';
import { STATUS_FILTERS, TYPE_FILTERS, type BoardFilters } from './board-filters';
import type { BreedingBoardView } from './useBreedingBoard';
import '../../ui/Toolbar.css';
import './BoardToolbar.css';
import { countOf } from '../../../core/domain';
import { HTMLSelect, Switch } from '../../ui/controls';


/** The search over the herd and the filters; together they narrow every tab. */
export function BoardToolbar({ view }: { view: BreedingBoardView }) {
  const { filters, setFilters } = view;
  const choose = (key: 'type' | 'status') => (event: ChangeEvent<HTMLSelectElement>) =>
    setFilters({ ...filters, [key]: event.currentTarget.value } as BoardFilters);

  return (
    <section className="fh-toolbar fh-toolbar-stacked fh-board-toolbar" aria-label="Search and filters">
      <SearchBox className="fh-toolbar-search fh-board-search" label="Search cattle" placeholder="Name, tag, breed or pasture" value={view.query} onChange={view.setQuery} />
      <div className="fh-board-filters">
        <HTMLSelect aria-label="Type" value={filters.type} onChange={choose('type')} options={TYPE_FILTERS} />
        <HTMLSelect aria-label="Status" value={filters.status} onChange={choose('status')} options={STATUS_FILTERS} />
        <Switch
          className="fh-board-heat-switch"
          large
          label="Returned to heat"
          checked={filters.returnedToHeat}
          onChange={(event) => setFilters({ ...filters, returnedToHeat: event.currentTarget.checked })}
        />
      </div>
      {view.narrowed && view.herd.data ? (
        <div className="fh-board-matches">
          <p aria-live="polite">
            {countOf(view.shownCount, 'animal')} of {view.herdCount.toLocaleString('en-US')} shown
          </p>
          <Button variant="minimal" size="small" text="Clear" onClick={view.clearSearchAndFilters} />
        </div>
      ) : null}
    </section>
  );
}
