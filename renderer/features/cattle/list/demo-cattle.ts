// Privacy mode (DECISIONS): the list shows the generated demo herd instead of the farm's own.
// The generator is imported on demand, so a normal visit never downloads it.
import { sortCattle, todayISO } from '../../../../core/domain';
import type { DemoAnimal } from '../../../../core/demo/types';
import type { CattleRecord } from '../../../../core/schemas/cattle';

/** A demo animal shaped like a stored record; ids are stable per tag so React keys stay put. */
function demoRecord(animal: DemoAnimal, index: number): CattleRecord {
  const createdAt = animal.createdAt ?? new Date(0).toISOString();
  return {
    id: `demo-${animal.tag ?? index}`,
    tag: animal.tag ?? null,
    name: animal.name ?? null,
    type: animal.type,
    gender: animal.gender ?? null,
    breed: animal.breed ?? null,
    breedComposition: animal.breedComposition ?? null,
    registrationNumber: animal.registrationNumber ?? null,
    pasture: animal.pasture ?? 'Imported',
    birthDate: animal.birthDate ?? null,
    cowTag: animal.cowTag ?? null,
    sireTag: animal.sireTag ?? null,
    status: animal.status ?? 'active',
    weight: animal.weight ?? null,
    birthWeight: animal.birthWeight ?? null,
    breedingDate: animal.breedingDate ?? null,
    breedingMethod: animal.breedingMethod ?? null,
    breedingSire: animal.breedingSire ?? null,
    strawsUsed: animal.strawsUsed ?? null,
    cameBackInHeat: animal.cameBackInHeat ?? false,
    heatReturnDate: animal.heatReturnDate ?? null,
    heatReturnCount: animal.heatReturnCount ?? 0,
    cowType: animal.cowType ?? null,
    expectedCalvingDate: animal.expectedCalvingDate ?? null,
    actualCalvingDate: animal.actualCalvingDate ?? null,
    weanDate: animal.weanDate ?? null,
    weanWeight: animal.weanWeight ?? null,
    disposition: animal.disposition ?? null,
    dispositionDate: animal.dispositionDate ?? null,
    salePrice: animal.salePrice ?? null,
    buyer: animal.buyer ?? null,
    buyerContact: animal.buyerContact ?? null,
    saleLocation: animal.saleLocation ?? null,
    notes: animal.notes ?? null,
    createdAt,
    updatedAt: createdAt,
  };
}

export async function loadDemoCattle(): Promise<CattleRecord[]> {
  const { generateDemoFarm } = await import('../../../../core/demo/demo-farm');
  return sortCattle(generateDemoFarm({ today: todayISO() }).cattle.map(demoRecord));
}
