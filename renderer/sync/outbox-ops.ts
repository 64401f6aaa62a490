// What the outbox's ops need, in a chunk of its own: a save checked and applied on the phone, and the
// outbox laid over a pulled copy, both by the server's own op rules and record schemas. A phone with
// nothing saved offline never needs them, so the first screen does not load them (sync-engine.ts
// loads them with the first save, or at open when the outbox already holds ops).
export { applyPending } from '../../core/replica/pending-ops';
export { saveLocally } from './local-save';
