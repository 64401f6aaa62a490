import { describe, expect, it } from 'vitest';
import { fileBytes } from './file-bytes';

describe('a file from or to the API', () => {
  it('travels as base64 and is its bytes again, every byte value intact', () => {
    const bytes = Uint8Array.from({ length: 256 }, (_, i) => i);
    expect(fileBytes(Buffer.from(bytes).toString('base64'))).toEqual(bytes);
    expect(fileBytes('')).toEqual(new Uint8Array());
  });
});
