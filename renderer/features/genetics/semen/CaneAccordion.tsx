import { Button } from '@blueprintjs/core';
import { Add, ChevronDown, ChevronRight } from '@blueprintjs/icons';
import { useId, useState } from 'react';
import type { SemenActions } from './semen-actions';
import { StrawLotRow } from './StrawLotRow';
import type { SemenCaneStock } from './useSemenInventory';
import { countOf } from '../../../../core/domain';
import { Collapse } from '../../../ui/controls';


/** A cane whose header button opens and closes the list of its straw lots; open to begin with. */
export function CaneAccordion({ stock, actions }: { stock: SemenCaneStock; actions: SemenActions }) {
  const [open, setOpen] = useState(true);
  const id = useId();
  const { cane, title, lots, strawsLeft } = stock;
  const { addStraws } = actions;
  return (
    <div className="fh-cane-accordion">
      <h3 className="fh-cane-accordion-head">
        <Button
          id={`${id}-head`}
          variant="minimal"
          fill
          alignText="start"
          icon={open ? <ChevronDown /> : <ChevronRight />}
          aria-expanded={open}
          aria-controls={`${id}-lots`}
          onClick={() => setOpen((was) => !was)}
        >
          <span className="fh-cane-accordion-title">{title}</span>{' '}
          <span className="fh-cane-accordion-count">
            {countOf(lots.length, 'lot', 'lots')} · {countOf(strawsLeft, 'straw', 'straws')}
          </span>
        </Button>
      </h3>
      {/* Kept mounted so the header's aria-controls always names it. */}
      <Collapse isOpen={open} keepChildrenMounted>
        <div id={`${id}-lots`} role="region" aria-labelledby={`${id}-head`} className="fh-cane-accordion-body">
          {lots.length > 0 ? (
            <ul className="fh-straw-lots">
              {lots.map((lot) => (
                <StrawLotRow key={lot.id} lot={lot} actions={actions} />
              ))}
            </ul>
          ) : (
            <p className="fh-cane-accordion-empty">No straws in this cane yet.</p>
          )}
          {addStraws ? (
            <Button className="fh-cane-accordion-add" variant="outlined" icon={<Add />} text="Add Straws" onClick={() => addStraws(cane.id)} />
          ) : null}
        </div>
      </Collapse>
    </div>
  );
}
