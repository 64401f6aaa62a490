import { describe, expect, it } from 'vitest';
import { displayDate } from '../display-format';
import { changeLines, entryTitle, type HistoryEntry } from './history-words';

type Told = Pick<HistoryEntry, 'action' | 'recordKind' | 'recordLabel' | 'changes'>;
const entry = (fields: Partial<Told>): Told => ({ action: 'update', recordKind: 'cattle', recordLabel: '101 Bessie', changes: [], ...fields });

describe('what a history entry says', () => {
  it('names the action, the kind and the record: "Changed animal 101 Bessie"', () => {
    expect(entryTitle(entry({}), { withRecord: true })).toBe('Changed animal 101 Bessie');
    expect(entryTitle(entry({ action: 'create', recordKind: 'pastures', recordLabel: 'North Range' }), { withRecord: true })).toBe('Added pasture North Range');
    expect(entryTitle(entry({ action: 'delete', recordKind: 'semenStraws', recordLabel: 'Connealy' }), { withRecord: true })).toBe('Deleted straw lot Connealy');
  });

  it('leaves the record out where the list is that one record\'s', () => {
    expect(entryTitle(entry({ action: 'delete' }), { withRecord: false })).toBe('Deleted');
  });

  it('says Clear All Data as one thing done to the whole farm', () => {
    expect(entryTitle(entry({ action: 'cleared', recordKind: 'farm', recordLabel: 'All records' }), { withRecord: true })).toBe('Cleared all records');
  });

  it('calls a kind this build does not know a record, and leaves out a blank label', () => {
    expect(entryTitle(entry({ recordKind: 'milkings', recordLabel: '' }), { withRecord: true })).toBe('Changed record');
  });
});

describe('the changes of an entry', () => {
  it('an edit reads "Field: before → after", with the form\'s label and the value\'s unit', () => {
    const changes = [
      { field: 'weight', before: 1800, after: 1850 },
      { field: 'salePrice', before: null, after: 125050 },
      { field: 'birthDate', before: '2021-03-01', after: '2021-03-02' },
      { field: 'status', before: 'active', after: 'pregnant' },
      { field: 'cowTag', before: '12', after: null },
    ];
    expect(changeLines(entry({ changes }))).toEqual([
      { label: 'Current Weight', text: '1,800 lbs → 1,850 lbs' },
      { label: 'Sale Price', text: '— → $1,250.50' },
      { label: 'Birth Date', text: `${displayDate('2021-03-01')} → ${displayDate('2021-03-02')}` },
      { label: 'Status', text: 'Active → Pregnant' },
      { label: 'Mother (Dam)', text: '12 → —' },
    ]);
  });

  it('reads a field by its kind: an activity\'s type, a tank\'s type, forage moisture in percent', () => {
    expect(changeLines(entry({ recordKind: 'activities', changes: [{ field: 'type', before: 'movement', after: 'health-check' }] }))).toEqual([
      { label: 'Activity Type', text: 'Pasture Movement → Health Check' },
    ]);
    expect(changeLines(entry({ recordKind: 'storageTanks', changes: [{ field: 'type', before: 'freezer', after: 'dry_shipper' }] }))).toEqual([
      { label: 'Type', text: 'Freezer → Dry Shipper' },
    ]);
    expect(changeLines(entry({ recordKind: 'forage', changes: [{ field: 'moistureContent', before: 1250, after: 1400 }] }))).toEqual([
      { label: 'Moisture', text: '12.5% → 14%' },
    ]);
  });

  it('a yes/no reads Yes or No, and a field this build does not know reads by its name', () => {
    expect(changeLines(entry({ changes: [{ field: 'cameBackInHeat', before: false, after: true }, { field: 'hornStatus', before: 'polled', after: 'horned' }] }))).toEqual([
      { label: 'Returned to Heat', text: 'No → Yes' },
      { label: 'Horn status', text: 'polled → horned' },
    ]);
  });

  it('an added record lists what it was added with, its blank fields left out', () => {
    const changes = [
      { field: 'tag', before: null, after: '101' },
      { field: 'notes', before: null, after: '' },
      { field: 'weight', before: null, after: 1200 },
    ];
    expect(changeLines(entry({ action: 'create', changes }))).toEqual([
      { label: 'Tag', text: '101' },
      { label: 'Current Weight', text: '1,200 lbs' },
    ]);
  });

  it('a deleted record lists what it held', () => {
    expect(changeLines(entry({ action: 'delete', recordKind: 'pastures', changes: [{ field: 'name', before: 'North Range', after: null }] }))).toEqual([
      { label: 'Name', text: 'North Range' },
    ]);
  });

  it('a link to another record by id says only that it changed, and is left out of what a record held', () => {
    const moved = { field: 'storageTankId', before: '9f1c…', after: '77aa…' };
    expect(changeLines(entry({ recordKind: 'embryos', changes: [moved] }))).toEqual([{ label: 'Storage Tank', text: 'changed' }]);
    expect(changeLines(entry({ action: 'create', recordKind: 'embryos', changes: [{ ...moved, before: null }] }))).toEqual([]);
  });

  it('Clear All Data lists the kinds it emptied, and leaves out those that were empty already', () => {
    const changes = [
      { field: 'cattle', before: 120, after: 0 },
      { field: 'forage', before: 0, after: 0 },
      { field: 'semenStraws', before: 14, after: 0 },
    ];
    expect(changeLines(entry({ action: 'cleared', recordKind: 'farm', changes }))).toEqual([
      { label: 'Cattle', text: '120 → 0' },
      { label: 'Straw Lots', text: '14 → 0' },
    ]);
  });
});
