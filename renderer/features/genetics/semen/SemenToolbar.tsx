import { Button } from '@blueprintjs/core';
import { Add } from '@blueprintjs/icons';
import { SearchBox } from '../../../ui/SearchBox';
import type { SemenInventoryView, SemenLayout } from './useSemenInventory';
import '../../../ui/Toolbar.css';
import './SemenToolbar.css';
import { SegmentedControl } from '../../../ui/controls';

const LAYOUTS: { value: SemenLayout; label: string }[] = [
  { value: 'overview', label: 'Overview' },
  { value: 'detailed', label: 'Detailed' },
];

const layoutOf = (value: string): SemenLayout => (value === 'detailed' ? 'detailed' : 'overview');

/** The search, the Overview/Detailed switch (arrow keys move between them) and Add Tank. */
export function SemenToolbar({ view, onAddTank }: { view: SemenInventoryView; onAddTank: (() => void) | undefined }) {
  return (
    <section className="fh-toolbar" aria-label="Search and view">
      <SearchBox className="fh-toolbar-search fh-semen-search" label="Search semen" placeholder="Bull, breed, tank or cane" value={view.query} onChange={view.setQuery} />
      <SegmentedControl
        className="fh-semen-layout"
        aria-label="View"
        options={LAYOUTS}
        value={view.layout}
        onValueChange={(value) => view.setLayout(layoutOf(value))}
      />
      {onAddTank ? <Button className="fh-semen-add-tank" intent="primary" size="large" icon={<Add />} text="Add Tank" onClick={onAddTank} /> : null}
    </section>
  );
}
