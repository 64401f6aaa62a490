/**
 * A new record's id, made on the device: a form makes one when it opens and sends it with the
 * create, so a save repeated after a lost answer makes one record, not two. crypto.randomUUID is
 * missing outside secure contexts (plain HTTP on a farm network), so the version 4 UUID is built
 * from getRandomValues, which every browser has.
 */
export function newRecordId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
