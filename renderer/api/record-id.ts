import { uuidFromBytes } from '../../core/schemas/fields';

/**
 * A new record's id, made on the device: a form makes one when it opens and sends it with the
 * create, so a save repeated after a lost answer makes one record, not two. crypto.randomUUID is
 * missing outside secure contexts (plain HTTP on a farm network), so the UUID is built from
 * getRandomValues, which every browser has.
 */
export function newRecordId(): string {
  return uuidFromBytes(crypto.getRandomValues(new Uint8Array(16)));
}
