// The workbook's Treatments and Weights sheets (docs/exports.md): every treatment with its withdrawal
// ends (what a buyer or an inspector asks for), and every weighing with its gain and adjusted 205-day
// weight. Their rows come a chunk at a time, as the herd's do, so a large farm costs little memory.
import { asc, eq, inArray, sql } from 'drizzle-orm';
import { displayName } from '../domain/display-name';
import { WEIGHING_KIND_LABELS, type WeighingKind } from '../domain/growth';
import { markUnsavable } from '../domain/savable-text';
import { withdrawalEnd } from '../domain/withdrawal';
import type { FarmDb } from '../db/open-farm-db';
import { cattle, treatments } from '../db/schema';
import { listWeighingRecords } from '../herd/weighing-list';
import type { TreatmentRecord, WeighingRecord } from '../schemas/health';
import { DATE_FORMAT, excelDate, type CellValue } from './cattle-columns';

export interface SheetColumn {
  header: string;
  numFmt?: string;
  /** Characters. */
  width: number;
}

export interface RecordSheet {
  name: string;
  columns: readonly SheetColumn[];
  /** The rows, a chunk at a time; `herdOrder`: the farm's animal ids in the herd book's order. */
  chunks(db: FarmDb, userId: string, herdOrder: readonly string[], chunkSize: number): Iterable<CellValue[][]>;
}

const DECIMALS = '0.00';
const WHOLE = '#,##0';

/** Each animal's name as the sheets show it ("207 Bessie"), by id: one light read of the farm. */
function animalNames(db: FarmDb, userId: string): Map<string, string> {
  const rows = db.select({ id: cattle.id, tag: cattle.tag, name: cattle.name }).from(cattle).where(eq(cattle.userId, userId)).all();
  return new Map(rows.map((row) => [row.id, displayName(row)]));
}

const text = (value: string | null) => (value === null ? null : markUnsavable(value));

const TREATMENT_COLUMNS = [
  { header: 'Date', numFmt: DATE_FORMAT, width: 12 },
  { header: 'Animal', width: 24 },
  { header: 'Product', width: 24 },
  { header: 'Dose', width: 12 },
  { header: 'Route', width: 10 },
  { header: 'Reason', width: 24 },
  { header: 'Meat Withdrawal (days)', numFmt: WHOLE, width: 24 },
  { header: 'Meat Withdrawal Until', numFmt: DATE_FORMAT, width: 23 },
  { header: 'Milk Withdrawal (days)', numFmt: WHOLE, width: 24 },
  { header: 'Milk Withdrawal Until', numFmt: DATE_FORMAT, width: 23 },
  { header: 'Logged By', width: 20 },
  { header: 'Notes', width: 40 },
] as const satisfies readonly SheetColumn[];

/** A withdrawal's end, or none for a treatment without one. */
const endOf = (date: string, days: number) => (days > 0 ? excelDate(withdrawalEnd(date, days)) : null);

export function treatmentRow(treatment: TreatmentRecord, animal: string): CellValue[] {
  return [
    excelDate(treatment.date),
    text(animal),
    text(treatment.product),
    text(treatment.dose),
    text(treatment.route),
    text(treatment.reason),
    treatment.meatWithdrawalDays,
    endOf(treatment.date, treatment.meatWithdrawalDays),
    treatment.milkWithdrawalDays,
    endOf(treatment.date, treatment.milkWithdrawalDays),
    text(treatment.createdBy),
    text(treatment.notes),
  ];
}

const WEIGHT_COLUMNS = [
  { header: 'Animal', width: 24 },
  { header: 'Date', numFmt: DATE_FORMAT, width: 12 },
  { header: 'Kind', width: 10 },
  { header: 'Weight (lbs)', numFmt: WHOLE, width: 14 },
  { header: 'ADG (lb/day)', numFmt: DECIMALS, width: 14 },
  { header: 'Adjusted 205-Day Weight (lbs)', numFmt: WHOLE, width: 30 },
  { header: 'Logged By', width: 20 },
] as const satisfies readonly SheetColumn[];

export function weighingRow(weighing: WeighingRecord, animal: string): CellValue[] {
  return [
    text(animal),
    excelDate(weighing.date),
    WEIGHING_KIND_LABELS[weighing.kind as WeighingKind] ?? weighing.kind,
    weighing.weight,
    weighing.adg,
    weighing.adjusted205,
    text(weighing.createdBy),
  ];
}

/** Treatments in the order given, oldest first (by date, then as entered): the farm's treatment log. */
function* treatmentChunks(db: FarmDb, userId: string, _herdOrder: readonly string[], chunkSize: number): Iterable<CellValue[][]> {
  const names = animalNames(db, userId);
  const ids = db
    .select({ id: treatments.id })
    .from(treatments)
    .where(eq(treatments.userId, userId))
    .orderBy(asc(treatments.date), asc(sql`rowid`))
    .all()
    .map((row) => row.id);
  for (let at = 0; at < ids.length; at += chunkSize) {
    const chunk = ids.slice(at, at + chunkSize);
    const byId = new Map(
      db
        .select()
        .from(treatments)
        .where(inArray(treatments.id, chunk))
        .all()
        .filter((row) => row.userId === userId)
        .map(({ userId: _owner, ...row }) => [row.id, row]),
    );
    yield chunk.flatMap((id) => {
      const treatment = byId.get(id);
      return treatment ? [treatmentRow(treatment, names.get(treatment.cattleId) ?? '')] : [];
    });
  }
}

/** Weighings animal by animal in the herd book's order, each animal's oldest first, with their gains. */
function* weighingChunks(db: FarmDb, userId: string, herdOrder: readonly string[], chunkSize: number): Iterable<CellValue[][]> {
  const names = animalNames(db, userId);
  for (let at = 0; at < herdOrder.length; at += chunkSize) {
    const animals = herdOrder.slice(at, at + chunkSize);
    const byAnimal = new Map<string, WeighingRecord[]>();
    for (const weighing of listWeighingRecords(db, userId, animals)) byAnimal.set(weighing.cattleId, [...(byAnimal.get(weighing.cattleId) ?? []), weighing]);
    yield animals.flatMap((id) => (byAnimal.get(id) ?? []).map((weighing) => weighingRow(weighing, names.get(id) ?? '')));
  }
}

export const HEALTH_SHEETS: readonly RecordSheet[] = [
  { name: 'Treatments', columns: TREATMENT_COLUMNS, chunks: treatmentChunks },
  { name: 'Weights', columns: WEIGHT_COLUMNS, chunks: weighingChunks },
];
