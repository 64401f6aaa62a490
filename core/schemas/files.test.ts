import { describe, expect, it } from 'vitest';
import { fileBytes } from './files';

describe('a file from the API', () => {
  it('arrives as base64 and is saved as its bytes, every byte value intact', () => {
    const bytes = Uint8Array.from({ length: 256 }, (_, i) => i);
    expect(fileBytes({ base64: Buffer.from(bytes).toString('base64') })).toEqual(bytes);
    expect(fileBytes({ base64: '' })).toEqual(new Uint8Array());
  });
});
