import { describe, expect, it } from 'vitest';
import { exportFileName } from './export-file-name';

describe('export file name (DECISIONS "Export": farm_hand_cattle_{YYYY-MM-DD}.xlsx)', () => {
  it('takes the name the server sends', () => {
    expect(exportFileName('attachment; filename="farm_hand_cattle_2026-11-22.xlsx"')).toBe('farm_hand_cattle_2026-11-22.xlsx');
    expect(exportFileName("attachment; filename*=UTF-8''farm_hand_cattle_2026-11-22.xlsx")).toBe('farm_hand_cattle_2026-11-22.xlsx');
    expect(exportFileName('attachment; filename=farm_hand_cattle_2026-11-22.xlsx')).toBe('farm_hand_cattle_2026-11-22.xlsx');
  });

  it('falls back to the spec name for today', () => {
    expect(exportFileName(null, '2026-11-22')).toBe('farm_hand_cattle_2026-11-22.xlsx');
    expect(exportFileName('attachment', '2026-01-05')).toBe('farm_hand_cattle_2026-01-05.xlsx');
  });
});
