import {
  breedingMethodLabel,
  breedLabel,
  choiceLabel,
  displayStatus,
  EMBRYO_GRADES,
  EMBRYO_STAGES,
  FORAGE_QUALITIES,
  FORAGE_SOURCES,
  FORAGE_TYPES,
  FORAGE_VARIETIES,
  sireBull,
  TANK_TYPES,
  CHECK_METHOD_LABELS,
  MEDICINE_KIND_LABELS,
  PREGNANCY_RESULT_LABELS,
  WEIGHING_KIND_LABELS,
  type CheckMethod,
  type Choice,
  type MedicineKind,
  type PregnancyResult,
  type WeighingKind,
} from '../../../core/domain';
import { activityTypeLabel } from '../../../core/domain/activities';
import { percentText } from '../../../core/schemas/form-text';
import { COW_TYPE_LABELS } from '../cattle-dialogs/form/choices';
import { displayDate, displayDollars, displayPounds } from '../display-format';
import { fieldName, shownValue } from '../sync-words';

// Each field of each kind of record as history names it and shows its values, by the API's field
// name. The names are the forms' labels, less the unit a box is typed in ("Sale Price ($)"): here
// the value carries its unit ("$1,250.00"). A field not listed (a column added later) still reads,
// by its name in words and its value as written.

type Show = (value: unknown) => string;

export interface FieldWords {
  label: string;
  /** How a value that is not blank reads; the value as written when absent. */
  show?: Show;
  /** The field holds another record's id (a tank, a cane), which says nothing to a person. */
  link?: true;
}

const day: Show = (value) => displayDate(String(value));
const dollars: Show = (value) => displayDollars(Number(value));
const pounds: Show = (value) => displayPounds(Number(value));
const capitalised: Show = (value) => displayStatus(String(value));
const choice =
  (choices: readonly Choice[]): Show =>
  (value) =>
    choiceLabel(choices, String(value));

const field = (label: string, show?: Show): FieldWords => (show ? { label, show } : { label });
const link = (label: string): FieldWords => ({ label, link: true });

/** Fields that mean the same in every kind that has them. */
const SHARED: Record<string, FieldWords> = {
  name: field('Name'),
  notes: field('Notes'),
  description: field('Description'),
  location: field('Location'),
  supplier: field('Supplier'),
  breed: field('Breed', (value) => breedLabel(String(value))),
  registrationNumber: field('Registration Number'),
  pasture: field('Pasture'),
  breedingMethod: field('Breeding Method', (value) => breedingMethodLabel(String(value))),
  // A sire drawn from a tank is stored with its tank; the bull is what a person knows it by.
  breedingSire: field('Sire', (value) => sireBull(String(value)) ?? String(value)),
  strawsUsed: field('Straws Used'),
  expirationDate: field('Expiration Date', day),
  capacity: field('Capacity'),
};

const BY_KIND: Record<string, Record<string, FieldWords>> = {
  cattle: {
    tag: field('Tag'),
    meatWithdrawalUntil: field('Meat Withdrawal Until', day),
    milkWithdrawalUntil: field('Milk Withdrawal Until', day),
    type: field('Type'),
    gender: field('Sex', capitalised),
    breed: field('Primary Breed', (value) => breedLabel(String(value))),
    breedComposition: field('Breed Composition'),
    registrationNumber: field('Registration/Tattoo Number'),
    birthDate: field('Birth Date', day),
    cowTag: field('Mother (Dam)'),
    sireTag: field('Father (Sire)'),
    status: field('Status', capitalised),
    weight: field('Current Weight', pounds),
    birthWeight: field('Birth Weight', pounds),
    breedingDate: field('Last Breeding Date', day),
    cameBackInHeat: field('Returned to Heat'),
    heatReturnDate: field('Heat Return Date', day),
    heatReturnCount: field('Heat Returns'),
    cowType: field('Cow Classification', (value) => COW_TYPE_LABELS[value as keyof typeof COW_TYPE_LABELS] ?? String(value)),
    expectedCalvingDate: field('Expected Calving Date', day),
    actualCalvingDate: field('Calving Date', day),
    weanDate: field('Wean Date', day),
    weanWeight: field('Wean Weight', pounds),
    disposition: field('Disposition', capitalised),
    dispositionDate: field('Sale or Death Date', day),
    salePrice: field('Sale Price', dollars),
    buyer: field('Buyer Name/Company'),
    buyerContact: field('Buyer Contact'),
    saleLocation: field('Sale Location'),
  },
  activities: {
    type: field('Activity Type', (value) => activityTypeLabel(String(value))),
    cattleTag: field('Animal'),
    date: field('Date', day),
  },
  pastures: {
    capacity: field('Capacity (head)'),
  },
  semenTanks: {
    storageTankId: link('Storage Tank'),
    tankType: field('Type', choice(TANK_TYPES)),
    capacity: field('Capacity (canes)'),
  },
  semenCanes: {
    tankId: link('Tank'),
    caneNumber: field('Cane Number'),
    label: field('Label'),
    capacity: field('Capacity (straws)'),
  },
  semenStraws: {
    caneId: link('Cane'),
    bullName: field('Bull Name'),
    collection: field('Collection'),
    totalStraws: field('Total Straws'),
    remainingStraws: field('Remaining Straws'),
    pricePerStraw: field('Price per Straw', dollars),
    purchaseDate: field('Purchase Date', day),
  },
  embryos: {
    storageTankId: link('Storage Tank'),
    donorDam: field('Donor Dam'),
    sire: field('Sire'),
    embryoGrade: field('Grade', choice(EMBRYO_GRADES)),
    embryoStage: field('Stage', choice(EMBRYO_STAGES)),
    totalEmbryos: field('Total Embryos'),
    remainingEmbryos: field('Remaining Embryos'),
    pricePerEmbryo: field('Price per Embryo', dollars),
    collectionDate: field('Collection Date', day),
    freezeDate: field('Freeze Date', day),
    storageLocation: field('Storage Location'),
  },
  storageTanks: {
    type: field('Type', choice(TANK_TYPES)),
    temperature: field('Temperature'),
  },
  forage: {
    type: field('Type', choice(FORAGE_TYPES)),
    variety: field('Variety', choice(FORAGE_VARIETIES)),
    quality: field('Quality', choice(FORAGE_QUALITIES)),
    harvestDate: field('Harvest Date', day),
    source: field('Source', choice(FORAGE_SOURCES)),
    location: field('Storage Location'),
    totalBales: field('Total Bales'),
    remainingBales: field('Remaining Bales'),
    weightPerBale: field('Weight per Bale', pounds),
    moistureContent: field('Moisture', (value) => `${percentText(Number(value))}%`),
    pricePerBale: field('Price per Bale', dollars),
    totalCost: field('Total Cost', dollars),
    testResults: field('Test Results'),
  },
  medicines: {
    kind: field('Kind', (value) => MEDICINE_KIND_LABELS[value as MedicineKind] ?? String(value)),
    meatWithdrawalDays: field('Meat Withdrawal (days)'),
    milkWithdrawalDays: field('Milk Withdrawal (days)'),
    unit: field('Unit'),
  },
  treatments: {
    cattleId: link('Animal'),
    medicineId: link('Medicine'),
    batchId: link('Group Treatment'),
    date: field('Date', day),
    product: field('Product'),
    dose: field('Dose'),
    route: field('Route'),
    reason: field('Reason'),
    meatWithdrawalDays: field('Meat Withdrawal (days)'),
    milkWithdrawalDays: field('Milk Withdrawal (days)'),
  },
  pregnancyChecks: {
    cattleId: link('Animal'),
    date: field('Check Date', day),
    result: field('Result', (value) => PREGNANCY_RESULT_LABELS[value as PregnancyResult] ?? String(value)),
    method: field('Method', (value) => CHECK_METHOD_LABELS[value as CheckMethod] ?? String(value)),
    daysPregnant: field('Days Pregnant'),
  },
  weights: {
    cattleId: link('Animal'),
    date: field('Date', day),
    weight: field('Weight', pounds),
    kind: field('Kind', (value) => WEIGHING_KIND_LABELS[value as WeighingKind] ?? String(value)),
  },
  // Clear All Data: one entry whose fields are the kinds of record, each with its count.
  farm: {
    cattle: field('Cattle'),
    activities: field('Activities'),
    pastures: field('Pastures'),
    semenTanks: field('Semen Tanks'),
    semenCanes: field('Canes'),
    semenStraws: field('Straw Lots'),
    embryos: field('Embryo Lots'),
    storageTanks: field('Storage Tanks'),
    forage: field('Forage Lots'),
    medicines: field('Medicines'),
    treatments: field('Treatments'),
    pregnancyChecks: field('Pregnancy Checks'),
    weights: field('Weighings'),
  },
};

/** How history names `field` of a record of `kind`, and reads its values. */
export function fieldWords(kind: string, name: string): FieldWords {
  return BY_KIND[kind]?.[name] ?? SHARED[name] ?? { label: fieldName(name) };
}

/** A value of the field as a person reads it; a blank one reads "—". */
export function shownFieldValue(words: FieldWords, value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  return (words.show ?? shownValue)(value);
}
