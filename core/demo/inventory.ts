// Genetics on hand: the physical storage tanks, the semen tanks with their canes and straws (laid
// out in sires.ts), and embryo lots from the ranch's own donors plus a few bought in.
import type { Calendar } from './calendar';
import { displayName } from '../domain/display-name';
import type { Random } from './random';
import { SEMEN_TANKS } from './sires';
import type { DemoAnimal, DemoEmbryo, DemoSemenTank, DemoStorageTank } from './types';

export function buildStorageTanks(cal: Calendar, createdAt: string): DemoStorageTank[] {
  return [
    {
      key: 'barn-nitrogen',
      name: 'Barn Nitrogen Tank',
      type: 'liquid_nitrogen',
      capacity: 100,
      location: 'Breeding barn',
      temperature: '-196°C',
      notes: `Nitrogen topped up ${cal.ago(24)}; next fill due in about 6 weeks`,
      createdAt,
    },
    {
      key: 'dry-shipper',
      name: 'Dry Shipper',
      type: 'dry_shipper',
      capacity: 20,
      location: 'At the vet clinic for ET work',
      temperature: '-150°C',
      notes: 'Charged for the transfer day; holds temperature about 10 days',
      createdAt,
    },
    {
      key: 'shop-freezer',
      name: 'Shop Freezer',
      type: 'freezer',
      capacity: 40,
      location: 'Shop',
      temperature: '-20°C',
      notes: 'Frozen colostrum and spare vaccine',
      createdAt,
    },
  ];
}

export function buildSemenTanks(rng: Random, cal: Calendar, createdAt: string): DemoSemenTank[] {
  return SEMEN_TANKS.map((tank) => ({
    name: tank.name,
    description: tank.description,
    tankType: 'liquid_nitrogen',
    capacity: 6,
    location: tank.location,
    notes: null,
    storageTankKey: tank.storageTankKey,
    createdAt,
    canes: tank.canes.map((cane, i) => ({
      caneNumber: String(i + 1),
      label: cane.label,
      capacity: 15,
      notes: null,
      createdAt,
      straws: cane.lots.map(({ calvingEase: _calvingEase, ...lot }) => {
        const purchaseDate = cal.ago(rng.int(60, 900));
        return {
          ...lot,
          collection: `Lot ${purchaseDate.slice(2, 4)}${String(rng.int(1, 99)).padStart(2, '0')}-${rng.pick(['A', 'B', 'C'])}`,
          purchaseDate,
          expirationDate: null,
          createdAt,
        };
      }),
    })),
  }));
}

interface EmbryoSpec {
  donorDam: string;
  sire: string;
  breed: string;
  grade: string;
  stage: string;
  total: number;
  remaining: number;
  /** Bought-in lots carry a price and the seller; own flushes neither. */
  bought?: { price: number; supplier: string };
  storageTankKey: string;
}

export function buildEmbryos(rng: Random, cal: Calendar, donors: readonly DemoAnimal[], createdAt: string): DemoEmbryo[] {
  const donor = (i: number, fallback: string) => {
    const cow = donors[i % Math.max(1, donors.length)];
    return cow ? { name: displayName(cow), breed: cow.breed ?? 'Angus' } : { name: fallback, breed: 'Angus' };
  };
  const [d0, d1, d2] = [donor(0, 'WCR Lady Bess 112'), donor(1, 'WCR Blackcap 87'), donor(2, 'WCR Erica 45')];
  const specs: EmbryoSpec[] = [
    { donorDam: d0.name, sire: 'Connor Creek Legacy 212', breed: d0.breed, grade: '1', stage: 'expanded blastocyst', total: 12, remaining: 8, storageTankKey: 'barn-nitrogen' },
    { donorDam: d1.name, sire: 'High Plains Sentinel 3021', breed: d1.breed, grade: '2', stage: 'blastocyst', total: 6, remaining: 2, storageTankKey: 'barn-nitrogen' },
    { donorDam: d2.name, sire: 'Red Butte Commander 118', breed: d2.breed, grade: '3', stage: 'morula', total: 4, remaining: 3, storageTankKey: 'barn-nitrogen' },
    { donorDam: 'Prairie Rose Erica 818', sire: 'Bar R Keystone 4401', breed: 'Angus', grade: 'A', stage: 'hatched blastocyst', total: 4, remaining: 0, bought: { price: 65000, supplier: 'High Plains Genetics sale' }, storageTankKey: 'barn-nitrogen' },
    { donorDam: 'Big Horn Victoria 4312', sire: 'Big Horn Domino 2215', breed: 'Hereford', grade: 'B', stage: 'blastocyst', total: 6, remaining: 5, bought: { price: 45000, supplier: 'Big Horn Herefords' }, storageTankKey: 'dry-shipper' },
    { donorDam: 'Triple C Dream Girl 22F', sire: 'Triple C Vanguard 9K', breed: 'Simmental', grade: 'C', stage: 'morula', total: 3, remaining: 2, bought: { price: 30000, supplier: 'Triple C Simmentals' }, storageTankKey: 'barn-nitrogen' },
  ];
  return specs.map((spec, i) => {
    const collectionDate = cal.ago(rng.int(40, 700));
    return {
      donorDam: spec.donorDam,
      sire: spec.sire,
      breed: spec.breed,
      embryoGrade: spec.grade,
      embryoStage: spec.stage,
      totalEmbryos: spec.total,
      remainingEmbryos: spec.remaining,
      pricePerEmbryo: spec.bought?.price ?? null,
      supplier: spec.bought?.supplier ?? 'Trans Ova Genetics (flush)',
      collectionDate,
      freezeDate: collectionDate,
      expirationDate: null,
      storageLocation: spec.storageTankKey === 'dry-shipper' ? 'Dry shipper, goblet 1' : `Barn tank, canister ${i + 1}`,
      notes: spec.remaining === 0 ? 'All transferred; two recipients confirmed pregnant' : null,
      storageTankKey: spec.storageTankKey,
      createdAt,
    };
  });
}
