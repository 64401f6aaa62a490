import { GridView, Th } from '@blueprintjs/icons';
import type { CattleView } from '../../../ui/device-settings';
import { SegmentedControl } from '../../../ui/controls';

const OPTIONS = [
  { value: 'cards', label: 'Cards', icon: <GridView /> },
  { value: 'table', label: 'Table', icon: <Th /> },
];

/** Cards or table; the choice is the device's default view, the same one Settings edits. */
export function ViewToggle({ value, onChange }: { value: CattleView; onChange: (view: CattleView) => void }) {
  return (
    <SegmentedControl
      className="fh-view-toggle"
      aria-label="Cattle view"
      options={OPTIONS}
      value={value}
      onValueChange={(next) => onChange(next === 'table' ? 'table' : 'cards')}
    />
  );
}
