import type { CattleRecord } from '../../../../core/schemas/cattle';
import type { CattleActions } from './cattle-actions';
import { CattleTableRow } from './CattleTableRow';
import { VirtualTable, type TableColumn } from '../../../ui/VirtualTable';
import '../../../ui/CattleTable.css';
import '../../../ui/pills.css';

const COLUMNS: readonly TableColumn[] = [
  { label: 'Identifier', width: '14%' },
  { label: 'Type', width: '8%' },
  { label: 'Breed', width: '15%' },
  { label: 'Pasture', width: '12%' },
  { label: 'Status', width: '9%' },
  { label: 'Age', width: '10%' },
  { label: 'Weight', width: '9%' },
  { label: 'Lineage', width: '23%' },
  { label: 'Actions', width: '132px' },
];
/** A first guess at a row's height; each row is measured once drawn. */
const ESTIMATED_ROW_PX = 72;

interface CattleTableProps {
  animals: readonly CattleRecord[];
  today: string;
  actions: CattleActions;
}

/** The herd as a table on large screens, drawn only near the screen. */
export function CattleTable({ animals, today, actions }: CattleTableProps) {
  return (
    <VirtualTable
      items={animals}
      columns={COLUMNS}
      estimatedRowPx={ESTIMATED_ROW_PX}
      row={(animal, index, measure) => <CattleTableRow key={animal.id} animal={animal} index={index} today={today} actions={actions} measure={measure} />}
    />
  );
}
