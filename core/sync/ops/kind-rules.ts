import type { z } from 'zod';
import { RECORD_LABELS } from '../../domain/record-labels';
import { STOCK_COUNTS } from '../../domain/stock-levels';
import type { Counters } from '../../domain/sync-merge';
import { ANIMAL_NOT_FOUND, CATTLE_MESSAGES, cattleCreate, cattlePatch } from '../../schemas/cattle';
import { EMBRYO_NOT_FOUND, embryoCreate, embryoUpdate } from '../../schemas/embryos';
import { FORAGE_NOT_FOUND, forageCreate, forageUpdate } from '../../schemas/forage';
import { HEALTH_MESSAGES, medicineCreate, medicineUpdate } from '../../schemas/health';
import { PASTURE_MESSAGES, PASTURE_NOT_FOUND, pastureCreate, pastureUpdate } from '../../schemas/pastures';
import {
  SEMEN_MESSAGES,
  semenCaneCreate,
  semenCaneUpdate,
  semenStrawCreate,
  semenStrawUpdate,
  semenTankCreate,
  semenTankUpdate,
} from '../../schemas/semen';
import { STORAGE_TANK_NOT_FOUND, storageTankCreate, storageTankUpdate } from '../../schemas/storage-tanks';
import type { EditableKind } from '../../schemas/sync';
import type { Fields } from './farm-store';

// What applying an op needs to know of each kind of farm record, whoever stores it: its calls'
// schemas, what an unknown id answers, the fields merged as counters, its one unique field and how
// a conflict card names a record. (Where the server stores each kind: core/sync/record-kinds.ts.)

export interface KindRules {
  /** The create call's input. */
  create: z.ZodType;
  /** The update call's input: the id, the version opened and the record's fields. */
  update: z.ZodObject;
  /**
   * The update call replaces the whole record (PUT): a push's few changed fields are laid over the
   * stored record first. Otherwise (PATCH) the changes go as they are.
   */
  replacesWhole: boolean;
  /** What an unknown id answers ("Pasture not found"). */
  notFound: string;
  label(record: Fields): string;
  counters: Counters;
  /** The field whose value is unique in a farm, and the words a clash is refused with: a `duplicate` conflict. */
  unique?: { field: string; message: string };
}

/** A kind whose update is a PUT of the whole record, as most are. */
const wholeRecord = (rules: Omit<KindRules, 'replacesWhole' | 'counters'> & Partial<Pick<KindRules, 'counters'>>): KindRules => ({
  replacesWhole: true,
  counters: {},
  ...rules,
});

export const KIND_RULES: Record<EditableKind, KindRules> = {
  cattle: {
    create: cattleCreate,
    update: cattlePatch,
    replacesWhole: false,
    notFound: ANIMAL_NOT_FOUND,
    label: RECORD_LABELS.cattle,
    counters: {},
    unique: { field: 'tag', message: CATTLE_MESSAGES.tagInUse },
  },
  pastures: wholeRecord({
    create: pastureCreate,
    update: pastureUpdate,
    notFound: PASTURE_NOT_FOUND,
    label: RECORD_LABELS.pastures,
    unique: { field: 'name', message: PASTURE_MESSAGES.nameTaken },
  }),
  semenTanks: wholeRecord({ create: semenTankCreate, update: semenTankUpdate, notFound: SEMEN_MESSAGES.tankNotFound, label: RECORD_LABELS.semenTanks }),
  semenCanes: wholeRecord({
    create: semenCaneCreate,
    update: semenCaneUpdate,
    notFound: SEMEN_MESSAGES.caneNotFound,
    label: RECORD_LABELS.semenCanes,
  }),
  semenStraws: wholeRecord({
    create: semenStrawCreate,
    update: semenStrawUpdate,
    notFound: SEMEN_MESSAGES.strawNotFound,
    label: RECORD_LABELS.semenStraws,
    counters: STOCK_COUNTS.semenStraw,
  }),
  embryos: wholeRecord({
    create: embryoCreate,
    update: embryoUpdate,
    notFound: EMBRYO_NOT_FOUND,
    label: RECORD_LABELS.embryos,
    counters: STOCK_COUNTS.embryo,
  }),
  storageTanks: wholeRecord({ create: storageTankCreate, update: storageTankUpdate, notFound: STORAGE_TANK_NOT_FOUND, label: RECORD_LABELS.storageTanks }),
  forage: wholeRecord({
    create: forageCreate,
    update: forageUpdate,
    notFound: FORAGE_NOT_FOUND,
    label: RECORD_LABELS.forage,
    counters: STOCK_COUNTS.forage,
  }),
  medicines: wholeRecord({ create: medicineCreate, update: medicineUpdate, notFound: HEALTH_MESSAGES.medicineNotFound, label: RECORD_LABELS.medicines }),
};

/** The fields a record type's update may change (its update call's fields but the id and version). */
export function editableFields(rules: KindRules): string[] {
  return Object.keys(rules.update.shape).filter((key) => key !== 'id' && key !== 'version');
}
