import { deleteDatabase } from './idb';

/** Each account's copy of its farm is a database of its own on the device. */
export const replicaDatabaseName = (accountId: string) => `farm-hand-replica-${accountId}`;

/** Deletes an account's copy and outbox from the device (signing out). */
export const deleteReplica = (accountId: string) => deleteDatabase(replicaDatabaseName(accountId));
