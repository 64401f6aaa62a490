import { Button, Checkbox } from '@blueprintjs/core';
import { ArrowDown, ArrowUp } from '@blueprintjs/icons';
import type { ReactNode } from 'react';
import './ReorderableChecklist.css';

export interface ChecklistItem<Id extends string> {
  id: Id;
  label: string;
  icon?: ReactNode;
  checked: boolean;
}

interface ReorderableChecklistProps<Id extends string> {
  /** Names the list for screen readers ("Widgets", "Navigation tabs"). */
  label: string;
  items: readonly ChecklistItem<Id>[];
  onToggle: (id: Id) => void;
  onMove: (id: Id, direction: -1 | 1) => void;
}

/**
 * Things to turn on or off and put in order: a checkbox per item with up and down arrows. The
 * first cannot move up and the last cannot move down.
 */
export function ReorderableChecklist<Id extends string>({ label, items, onToggle, onMove }: ReorderableChecklistProps<Id>) {
  return (
    <ol className="fh-checklist" aria-label={label}>
      {items.map((item, index) => (
        <li key={item.id} className="fh-checklist-row">
          <Checkbox
            className="fh-checklist-check"
            size="large"
            checked={item.checked}
            onChange={() => onToggle(item.id)}
            labelElement={
              <span className="fh-checklist-label">
                {item.icon}
                {item.label}
              </span>
            }
          />
          <Button variant="minimal" icon={<ArrowUp />} aria-label={`Move ${item.label} up`} disabled={index === 0} onClick={() => onMove(item.id, -1)} />
          <Button
            variant="minimal"
            icon={<ArrowDown />}
            aria-label={`Move ${item.label} down`}
            disabled={index === items.length - 1}
            onClick={() => onMove(item.id, 1)}
          />
        </li>
      ))}
    </ol>
  );
}
