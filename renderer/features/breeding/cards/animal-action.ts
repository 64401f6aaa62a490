import type { CattleRecord } from '../../../../core/schemas/cattle';

/** A card's button (Breed, Edit Breeding, Pregnancy Check); undefined where the member's role cannot, and no button is drawn. */
export type AnimalAction = ((animal: CattleRecord) => void) | undefined;
