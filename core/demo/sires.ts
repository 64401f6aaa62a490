// The AI sire catalogue and where each lot of straws sits. Bull names and registration numbers
// are invented (in the style of stud catalogues), so the demo never misquotes a real animal.
// Prices in cents. Counts include empty (0) and low (1–2) lots so every stock badge shows.

export interface StrawLot {
  bullName: string;
  registrationNumber: string;
  breed: string;
  supplier: string;
  pricePerStraw: number;
  totalStraws: number;
  remainingStraws: number;
  notes: string | null;
  /** Only these lots' sires are used on heifers. */
  calvingEase?: boolean;
}

export interface CaneLayout {
  label: string;
  lots: StrawLot[];
}

export interface SemenTankLayout {
  name: string;
  description: string;
  location: string;
  /** DemoStorageTank.key of the physical tank it sits in. */
  storageTankKey: string | null;
  canes: CaneLayout[];
}

const trailblazer = { bullName: 'Powder River Trailblazer 614', registrationNumber: 'AAA 20381455', breed: 'Angus' };
const ranger = { bullName: 'Willow Bend Ranger 87H', registrationNumber: 'AAA 20077312', breed: 'Angus' };
const sentinel = { bullName: 'High Plains Sentinel 3021', registrationNumber: 'AAA 19934520', breed: 'Angus' };
const commander = { bullName: 'Red Butte Commander 118', registrationNumber: 'RAAA 4012287', breed: 'Red Angus' };

export const SEMEN_TANKS: readonly SemenTankLayout[] = [
  {
    name: 'Tank A',
    description: 'Main AI tank, MVE XC 34/18',
    location: 'Breeding barn',
    storageTankKey: 'barn-nitrogen',
    canes: [
      {
        label: 'Angus calving ease',
        lots: [
          { ...trailblazer, supplier: 'ABS Global', pricePerStraw: 2800, totalStraws: 20, remainingStraws: 9, notes: 'Heifer safe, low birth weight', calvingEase: true },
          { ...ranger, supplier: 'Select Sires', pricePerStraw: 3200, totalStraws: 15, remainingStraws: 2, notes: 'Moderate frame, easy fleshing', calvingEase: true },
        ],
      },
      {
        label: 'Angus growth',
        lots: [
          { ...sentinel, supplier: 'Genex', pricePerStraw: 4500, totalStraws: 25, remainingStraws: 7, notes: 'Growth and carcass; mature cows only' },
          { bullName: 'Bar R Keystone 4401', registrationNumber: 'AAA 20254816', breed: 'Angus', supplier: 'ST Genetics', pricePerStraw: 3800, totalStraws: 10, remainingStraws: 0, notes: 'Used up on the spring cows; reorder' },
          { bullName: 'Connor Creek Legacy 212', registrationNumber: 'AAA 20190773', breed: 'Angus', supplier: 'Select Sires', pricePerStraw: 5500, totalStraws: 12, remainingStraws: 4, notes: 'Flush sire on the Angus donors' },
        ],
      },
      {
        label: 'Red Angus',
        lots: [
          { ...commander, supplier: 'ABS Global', pricePerStraw: 3000, totalStraws: 20, remainingStraws: 6, notes: null },
          { bullName: 'Red Sage Outlaw 52J', registrationNumber: 'RAAA 4105563', breed: 'Red Angus', supplier: 'Genex', pricePerStraw: 2600, totalStraws: 10, remainingStraws: 1, notes: 'Calving ease', calvingEase: true },
        ],
      },
      {
        label: 'Simmental & SimAngus',
        lots: [
          { bullName: 'Triple C Vanguard 9K', registrationNumber: 'ASA 3987412', breed: 'Simmental', supplier: 'ST Genetics', pricePerStraw: 3500, totalStraws: 15, remainingStraws: 5, notes: null },
          { bullName: 'Hanging W Ironclad 730', registrationNumber: 'ASA 4021876', breed: 'Simmental', supplier: 'Select Sires', pricePerStraw: 4000, totalStraws: 10, remainingStraws: 3, notes: 'SimAngus, half blood' },
        ],
      },
      {
        label: 'Hereford',
        lots: [
          { bullName: 'Big Horn Domino 2215', registrationNumber: 'P44012890', breed: 'Hereford', supplier: 'ABS Global', pricePerStraw: 3000, totalStraws: 15, remainingStraws: 6, notes: 'Baldy maker on the Angus cows' },
          { bullName: 'KT Lone Star 44', registrationNumber: 'P43877215', breed: 'Hereford', supplier: 'Genex', pricePerStraw: 2500, totalStraws: 10, remainingStraws: 0, notes: null },
        ],
      },
      {
        label: 'Sexed heifer semen',
        lots: [
          { ...trailblazer, supplier: 'ABS Global', pricePerStraw: 5500, totalStraws: 10, remainingStraws: 4, notes: 'Sexed female, 90% heifer calves', calvingEase: true },
          { ...commander, supplier: 'ABS Global', pricePerStraw: 5000, totalStraws: 8, remainingStraws: 2, notes: 'Sexed female' },
          { ...sentinel, supplier: 'Genex', pricePerStraw: 6000, totalStraws: 6, remainingStraws: 6, notes: 'Sexed male, for bull prospects out of the donors' },
        ],
      },
    ],
  },
  {
    name: 'Tank B',
    description: 'Backup tank, Taylor-Wharton 20XT',
    location: 'Shop',
    storageTankKey: null,
    canes: [
      {
        label: 'Terminal sires',
        lots: [
          { bullName: 'White Rock Titan 301', registrationNumber: 'M949731', breed: 'Charolais', supplier: 'ABS Global', pricePerStraw: 2400, totalStraws: 20, remainingStraws: 11, notes: 'Terminal: all calves to the feeder sale' },
        ],
      },
      {
        label: 'Gelbvieh & Shorthorn',
        lots: [
          { bullName: 'Gold Rush Balancer 77', registrationNumber: 'AMGV1398812', breed: 'Gelbvieh', supplier: 'Genex', pricePerStraw: 2800, totalStraws: 10, remainingStraws: 5, notes: 'Balancer, Gelbvieh × Angus' },
          { bullName: 'Cedar Ridge Roan Ranger 19', registrationNumber: 'X4398821', breed: 'Shorthorn', supplier: 'Accelerated Genetics', pricePerStraw: 3000, totalStraws: 8, remainingStraws: 2, notes: null },
        ],
      },
      {
        label: 'Backup Angus',
        lots: [
          { ...ranger, supplier: 'Select Sires', pricePerStraw: 3200, totalStraws: 10, remainingStraws: 8, notes: 'Second lot, kept apart in case Tank A fails', calvingEase: true },
        ],
      },
      {
        label: 'Old stock',
        lots: [
          { bullName: 'Sundance Pioneer 1990', registrationNumber: 'AAA 16552310', breed: 'Angus', supplier: 'Accelerated Genetics', pricePerStraw: 2000, totalStraws: 15, remainingStraws: 3, notes: 'Collected 2012, still settles cows' },
          { bullName: 'Lazy J Patriot 805', registrationNumber: 'AAA 17730264', breed: 'Angus', supplier: 'Select Sires', pricePerStraw: 2200, totalStraws: 5, remainingStraws: 0, notes: null },
        ],
      },
    ],
  },
];

/** Sires of the embryo lots (inventory.ts), and so of the ET pregnancies. */
export const FLUSH_SIRES: ReadonlySet<string> = new Set([
  'Connor Creek Legacy 212',
  'High Plains Sentinel 3021',
  'Red Butte Commander 118',
  'Bar R Keystone 4401',
  'Big Horn Domino 2215',
  'Triple C Vanguard 9K',
]);

export interface AiSire {
  bullName: string;
  breed: string;
  /** Semen tank holding the bull's straws, for activities' "bull|tank" sire. */
  tankName: string;
  calvingEase: boolean;
}

/** Each bull once (the first tank that holds him), in catalogue order. */
export const AI_SIRES: readonly AiSire[] = (() => {
  const sires = new Map<string, AiSire>();
  for (const tank of SEMEN_TANKS) {
    for (const cane of tank.canes) {
      for (const lot of cane.lots) {
        const known = sires.get(lot.bullName);
        if (known) known.calvingEase ||= lot.calvingEase === true;
        else sires.set(lot.bullName, { bullName: lot.bullName, breed: lot.breed, tankName: tank.name, calvingEase: lot.calvingEase === true });
      }
    }
  }
  return [...sires.values()];
})();
