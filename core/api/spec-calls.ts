// The product's REST calls: every call its screens make, plus a few this project adds, each with
// the issue that serves it. `issue: null` means no issue serves it yet. A test
// (server/spec-calls.test.ts) checks that each served call answers at its exact method and path,
// that each unserved call is really still unserved, and that the unserved list only shrinks.

export type SpecMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface SpecCall {
  method: SpecMethod;
  path: string;
  /** The issue that serves it; null while no issue does. */
  issue: number | null;
  served: boolean;
}

const call = (method: SpecMethod, path: string, issue: number | null, served = false): SpecCall => ({
  method,
  path,
  issue,
  served,
});

const crud = (path: string, issue: number | null, served = false): SpecCall[] => [
  call('GET', path, issue, served),
  call('POST', path, issue, served),
  call('PUT', `${path}/{id}`, issue, served),
  call('DELETE', `${path}/{id}`, issue, served),
];

export const SPEC_CALLS: readonly SpecCall[] = [
  call('GET', '/api/health', 2, true),
  call('POST', '/api/auth/signup', 2, true),
  call('POST', '/api/auth/login', 2, true),
  call('GET', '/api/auth/me', 2, true),
  call('POST', '/api/auth/logout', 2, true),
  call('PATCH', '/api/auth/update-profile', 2, true),
  call('GET', '/manifest.json', 2, true),
  call('GET', '/generated-icon.png', 2, true),
  call('GET', '/api/cattle', 3, true),
  call('POST', '/api/cattle', 3, true),
  call('PATCH', '/api/cattle/{id}', 3, true),
  call('DELETE', '/api/cattle/{id}', 3, true),
  call('GET', '/api/cattle/export', 3, true),
  call('GET', '/api/dashboard/stats', 3, true),
  // Added by this project: what the dashboard's widgets show, so it never loads the herd.
  call('GET', '/api/dashboard/widgets', 7, true),
  ...crud('/api/pastures', 3, true),
  call('POST', '/api/cattle/export-email', 11, true),
  call('GET', '/api/activities', 8, true),
  call('POST', '/api/activities', 8, true),
  // The Log Activity dialog's semen picker reads the tanks and straws; issue 9 adds their writes.
  call('GET', '/api/semen-tanks', 8, true),
  call('GET', '/api/semen-straws', 8, true),
  ...crud('/api/semen-tanks', 9, true).filter((c) => c.method !== 'GET'),
  ...crud('/api/semen-canes', 9, true),
  ...crud('/api/semen-straws', 9, true).filter((c) => c.method !== 'GET'),
  ...crud('/api/embryos', 9, true),
  ...crud('/api/storage-tanks', 9, true),
  ...crud('/api/forage', 9, true),
  // Added by this project: everything the Reports screen shows, counted on the server.
  call('GET', '/api/reports', 11, true),
  // Added by this project: Copy Excel Download Link, and the download its link opens.
  call('POST', '/api/cattle/export-link', 11, true),
  call('GET', '/api/cattle/export/shared', 11, true),
  call('DELETE', '/api/data', 11, true),
  // Added by this project: Settings > Data's counts, and the backups that make Clear All Data undoable.
  call('GET', '/api/data/summary', 11, true),
  call('GET', '/api/data/backups', 11, true),
  call('POST', '/api/data/backups', 11, true),
  call('POST', '/api/data/backups/weekly', 11, true),
  call('POST', '/api/data/backups/{id}/restore', 11, true),
  // Added by this project: a password change and Sign Out Everywhere, and the proof of the
  // account's e-mail that the e-mail export needs (issue 21).
  call('POST', '/api/auth/change-password', 21, true),
  call('POST', '/api/auth/logout-all', 21, true),
  call('POST', '/api/auth/verify-email', 21, true),
  call('POST', '/api/auth/confirm-email', 21, true),
  // Offline sync: a device's pushes, the change feed, and the conflicts a push leaves (issue 22).
  call('POST', '/api/sync/push', 22, true),
  call('GET', '/api/sync/changes', 22, true),
  call('GET', '/api/conflicts', 22, true),
  call('POST', '/api/conflicts/{id}/resolve', 22, true),
  // A farm is a team: invitations, joining, members and roles (issue 24).
  call('POST', '/api/farm/invitations', 24, true),
  call('GET', '/api/farm/invitations', 24, true),
  call('DELETE', '/api/farm/invitations/{id}', 24, true),
  call('POST', '/api/auth/join', 24, true),
  // The Join page's heading, before the account exists (not in the contract; the page needs it).
  call('GET', '/api/auth/invitation', 24, true),
  call('GET', '/api/farm/members', 24, true),
  call('PATCH', '/api/farm/members/{id}', 24, true),
  call('DELETE', '/api/farm/members/{id}', 24, true),
  call('GET', '/api/history', 24, true),
  // Herd health and growth (issue 25).
  ...crud('/api/medicines', 25, true),
  call('GET', '/api/treatments', 25, true),
  call('POST', '/api/treatments', 25, true),
  call('GET', '/api/pregnancy-checks', 25, true),
  call('POST', '/api/pregnancy-checks', 25, true),
  call('GET', '/api/weights', 25, true),
  call('POST', '/api/weights', 25, true),
  call('DELETE', '/api/weights/{id}', 25, true),
  // Import a herd from an Excel workbook or CSV file: the body is the file itself (issue 25).
  call('POST', '/api/import/cattle', 25, true),
];
