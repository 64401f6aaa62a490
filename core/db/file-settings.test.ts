import { describe, expect, it } from 'vitest';
import { openTempFarmDb } from '../testing/temp-farm-db';
import { readFileSetting, writeFileSetting } from './file-settings';
import { closeFarmDb, openFarmDb } from './open-farm-db';

describe('file settings', () => {
  it('reads null for a setting never written, the last value written, and keeps it when the file is opened again', () => {
    const farm = openTempFarmDb();
    try {
      expect(readFileSetting(farm.db, 'sharing.port')).toBeNull();
      writeFileSetting(farm.db, 'sharing.port', '21000');
      writeFileSetting(farm.db, 'sharing.port', '23456');
      closeFarmDb(farm.db);
      const again = openFarmDb(farm.file);
      expect(readFileSetting(again, 'sharing.port')).toBe('23456');
      expect(readFileSetting(again, 'another')).toBeNull();
      closeFarmDb(again);
    } finally {
      farm.dispose();
    }
  });
});
