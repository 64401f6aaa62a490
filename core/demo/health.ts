import { addDays } from '../domain/dates';
import { withdrawalAfterTreatment } from '../domain/withdrawal';
import type { CattleRecord } from '../schemas/cattle';
import { uuidFromBytes } from '../schemas/fields';
import type { MedicineRecord, PregnancyCheckRecord, TreatmentRecord, WeighingRow } from '../schemas/health';
import { demoAuthor } from './members';
import { Random } from './random';

// The demo farm's herd health: a cabinet of common medicines, the treatments of the last months
// (an antibiotic whose meat withdrawal still runs, so the Do Not Sell list has animals), the
// autumn's pregnancy checks, and the weighings behind the herd book's weights.

/** What the health records are drawn from: an animal of the herd, as generated or as answered. */
type HealthAnimal = { id: string } & Partial<
  Pick<CattleRecord, 'type' | 'status' | 'breedingDate' | 'birthDate' | 'birthWeight' | 'weanDate' | 'weanWeight' | 'weight' | 'meatWithdrawalUntil' | 'milkWithdrawalUntil'>
>;

export interface DemoHealth<Animal extends HealthAnimal = CattleRecord> {
  /** The herd with its withdrawal ends. */
  cattle: Animal[];
  medicines: MedicineRecord[];
  treatments: TreatmentRecord[];
  pregnancyChecks: PregnancyCheckRecord[];
  weights: WeighingRow[];
}

const CABINET = [
  { name: 'Draxxin', kind: 'antibiotic', meat: 18, milk: 0, unit: 'ml' },
  { name: 'LA-200', kind: 'antibiotic', meat: 28, milk: 4, unit: 'ml' },
  { name: 'Ivomec Pour-On', kind: 'parasiticide', meat: 48, milk: 0, unit: 'ml' },
  { name: 'Vision 7', kind: 'vaccine', meat: 21, milk: 0, unit: 'ml' },
  { name: 'Bovi-Shield Gold 5', kind: 'vaccine', meat: 21, milk: 0, unit: 'ml' },
  { name: 'Banamine', kind: 'anti-inflammatory', meat: 4, milk: 3, unit: 'ml' },
] as const;

const uuidFrom = (rng: Random) => uuidFromBytes(Array.from({ length: 16 }, () => rng.int(0, 255)));

export function demoHealth<Animal extends HealthAnimal>(herd: readonly Animal[], today: string, seed: number): DemoHealth<Animal> {
  // A generator of its own: the health records never move the ids of the farm's other records.
  const rng = new Random(seed ^ 0x4ea17);
  const day = (daysAgo: number) => addDays(today, -daysAgo)!;
  const stamp = (daysAgo: number) => `${day(daysAgo)}T15:00:00.000Z`;
  const authored = (id: string) => ({ createdBy: demoAuthor(id).name, updatedBy: demoAuthor(id).name, version: 1 });

  const medicines: MedicineRecord[] = CABINET.map(({ meat, milk, ...medicine }) => {
    const id = uuidFrom(rng);
    return { id, ...medicine, meatWithdrawalDays: meat, milkWithdrawalDays: milk, notes: null, createdAt: stamp(200), ...authored(id) };
  });
  const byName = (name: string) => medicines.find((medicine) => medicine.name === name)!;
  const inHerd = herd.filter((animal) => animal.status !== 'sold' && animal.status !== 'deceased');

  const treatments: TreatmentRecord[] = [];
  const treat = (animals: readonly Animal[], medicine: MedicineRecord, daysAgo: number, details: { dose: string; route: string; reason: string }) => {
    const batchId = uuidFrom(rng);
    for (const animal of animals) {
      const id = uuidFrom(rng);
      treatments.push({
        id,
        batchId,
        cattleId: animal.id,
        date: day(daysAgo),
        medicineId: medicine.id,
        product: medicine.name,
        ...details,
        meatWithdrawalDays: medicine.meatWithdrawalDays,
        milkWithdrawalDays: medicine.milkWithdrawalDays,
        notes: null,
        createdAt: stamp(daysAgo),
        ...authored(id),
      });
    }
  };
  const calves = inHerd.filter((animal) => animal.type === 'Calf');
  const cows = inHerd.filter((animal) => animal.type === 'Cow' || animal.type === 'Heifer');
  treat(calves.slice(0, 24), byName('Vision 7'), 60, { dose: '2 ml', route: 'SC', reason: 'Spring vaccination' });
  treat(cows.slice(0, 30), byName('Ivomec Pour-On'), 30, { dose: '1 ml / 22 lb', route: 'Pour-on', reason: 'Fall deworming' });
  treat(inHerd.filter((animal) => animal.type === 'Steer').slice(0, 3), byName('Draxxin'), 6, { dose: '7.5 ml', route: 'SC', reason: 'Pneumonia' });
  treat(cows.slice(30, 31), byName('Banamine'), 2, { dose: '10 ml', route: 'IV', reason: 'Lameness' });

  const pregnancyChecks: PregnancyCheckRecord[] = [];
  const bredCows = cows.filter((cow) => Boolean(cow.breedingDate));
  for (const cow of bredCows) {
    const id = uuidFrom(rng);
    const result = cow.status === 'pregnant' ? 'pregnant' : rng.chance(0.5) ? 'open' : 'recheck';
    const date = day(rng.int(10, 40));
    pregnancyChecks.push({
      id,
      cattleId: cow.id,
      date,
      result,
      method: rng.chance(0.7) ? 'palpation' : 'ultrasound',
      daysPregnant: null,
      notes: null,
      createdAt: `${date}T16:00:00.000Z`,
      ...authored(id),
    });
  }

  const weights: WeighingRow[] = [];
  const weigh = (animal: Animal, date: string | null | undefined, weight: number | null | undefined, kind: WeighingRow['kind']) => {
    if (!date || !weight || date > today) return;
    const id = uuidFrom(rng);
    weights.push({ id, cattleId: animal.id, date, weight, kind, createdAt: `${date}T17:00:00.000Z`, ...authored(id) });
  };
  for (const animal of inHerd) {
    weigh(animal, animal.birthDate, animal.birthWeight, 'birth');
    if (animal.weanDate) weigh(animal, animal.weanDate, animal.weanWeight, 'weaning');
    // The current weight, read at the fall gathering.
    if (animal.weight && (!animal.weanDate || animal.weanWeight !== animal.weight)) weigh(animal, day(12), animal.weight, 'other');
  }

  const cattle = herd.map((animal) =>
    treatments
      .filter((treatment) => treatment.cattleId === animal.id)
      .reduce(
        (withEnds, treatment) => ({
          ...withEnds,
          ...withdrawalAfterTreatment({ meatWithdrawalUntil: withEnds.meatWithdrawalUntil ?? null, milkWithdrawalUntil: withEnds.milkWithdrawalUntil ?? null }, treatment),
        }),
        animal,
      ),
  );
  return { cattle, medicines, treatments, pregnancyChecks, weights };
}
