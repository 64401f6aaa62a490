import type { Role } from '../../core/domain/roles';

/**
 * What each role may do, in a line: beside a role where one is chosen (Invite Member) or shown to
 * the person who will have it (the Join page). The calls each role may make are the server's
 * (core/domain/roles.ts); these words follow docs/accounts-and-privacy.md.
 */
export const ROLE_REACH: Record<Role, string> = {
  owner: "Everything: members and roles, Clear All Data, restoring a backup and the farm's details.",
  manager: 'Every farm record, exports, backups and reports; invites and removes farm hands and viewers.',
  hand: 'Adds and edits animals and calves, logs activities and moves cattle; reads everything else.',
  viewer: 'Reads every screen and changes nothing.',
};
