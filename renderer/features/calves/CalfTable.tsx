import type { CattleRecord } from '../../../core/schemas/cattle';
import { VirtualTable, type TableColumn } from '../../ui/VirtualTable';
import type { CalfActions } from './calf-actions';
import { CalfTableRow } from './CalfTableRow';
import '../../ui/CattleTable.css';

const COLUMNS: readonly TableColumn[] = [
  { label: 'Calf', width: '17%' },
  { label: 'Sex', width: '8%' },
  { label: 'Born', width: '13%' },
  { label: 'Lineage', width: '19%' },
  { label: 'Weight', width: '12%' },
  { label: 'Pasture', width: '13%' },
  { label: 'Weaning', width: '18%' },
  { label: 'Actions', width: '96px' },
];
/** A first guess at a row's height; each row is measured once drawn. */
const ESTIMATED_ROW_PX = 64;

interface CalfTableProps {
  calves: readonly CattleRecord[];
  today: string;
  actions: CalfActions;
}

/** The calves as a table on large screens, drawn only near the screen, its header row sticky. */
export function CalfTable({ calves, today, actions }: CalfTableProps) {
  return (
    <VirtualTable
      items={calves}
      columns={COLUMNS}
      estimatedRowPx={ESTIMATED_ROW_PX}
      label="Calves"
      row={(calf, index, measure) => <CalfTableRow key={calf.id} calf={calf} index={index} today={today} actions={actions} measure={measure} />}
    />
  );
}
