import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { newRecordId } from './record-id';

describe('record ids made on the device', () => {
  it('are version 4 UUIDs, a new one each time', () => {
    const ids = Array.from({ length: 200 }, newRecordId);
    for (const id of ids) expect(z.uuid().safeParse(id).success, id).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
