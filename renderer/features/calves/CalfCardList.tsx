import type { CattleRecord } from '../../../core/schemas/cattle';
import { VirtualCardGrid } from '../../ui/VirtualCardGrid';
import type { CalfActions } from './calf-actions';
import { CalfCard } from './CalfCard';

/**
 * A first guess at a row's height, each row measured once drawn: a phone's calf card row, as
 * measured (297-316 px). A guess far short made each new row land too high and then slide down, so
 * a card Tab had just reached could slide under the bottom bar or the next card.
 */
const ESTIMATED_ROW_PX = 316;

interface CalfCardListProps {
  calves: readonly CattleRecord[];
  today: string;
  actions: CalfActions;
}

/** The calves as cards, drawn only near the screen: a big ranch's calf crop runs to thousands. */
export function CalfCardList({ calves, today, actions }: CalfCardListProps) {
  return <VirtualCardGrid items={calves} estimatedRowPx={ESTIMATED_ROW_PX} card={(calf) => <CalfCard calf={calf} today={today} actions={actions} />} />;
}
