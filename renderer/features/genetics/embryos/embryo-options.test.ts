import { describe, expect, it } from 'vitest';
import type { StorageTankRecord } from '../../../../core/schemas/storage-tanks';
import { storageTankOptions } from './embryo-options';

const TANK: StorageTankRecord = {
  id: 't1',
  name: 'Barn Nitrogen Tank',
  type: 'liquid_nitrogen',
  capacity: 500,
  location: null,
  temperature: null,
  notes: null,
  createdAt: '2025-01-01T00:00:00.000Z', createdBy: null, updatedBy: null, version: 1,
};

describe('the Storage Tank choices', () => {
  it("are none, then the farm's tanks by name", () => {
    expect(storageTankOptions([TANK], 't1')).toEqual([
      { value: '', label: 'No storage tank' },
      { value: 't1', label: 'Barn Nitrogen Tank' },
    ]);
  });

  it("keep the edited lot's tank while the tanks load, so a save does not unlink it", () => {
    expect(storageTankOptions(undefined, 't1')).toEqual([
      { value: '', label: 'No storage tank' },
      { value: 't1', label: 'Loading storage tanks…' },
    ]);
    expect(storageTankOptions(undefined, '')).toEqual([{ value: '', label: 'No storage tank' }]);
  });
});
