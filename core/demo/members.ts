import type { Member } from '../schemas/members';
import { DEMO_ACCOUNT } from './account';

// The demo farm's team, as privacy mode shows it in place of the real one: an owner, a manager,
// two hands and the vet, who only looks.

export const DEMO_MEMBERS: readonly Member[] = [
  { id: 'demo-member-owner', email: DEMO_ACCOUNT.email, name: DEMO_ACCOUNT.ownerName, role: 'owner', joinedAt: '2024-01-08T15:00:00.000Z' },
  { id: 'demo-member-manager', email: 'jordan@willowcreek.example', name: 'Jordan Reyes', role: 'manager', joinedAt: '2024-01-15T14:30:00.000Z' },
  { id: 'demo-member-hand-1', email: 'casey@willowcreek.example', name: 'Casey Morgan', role: 'hand', joinedAt: '2024-03-02T13:10:00.000Z' },
  { id: 'demo-member-hand-2', email: 'luis@willowcreek.example', name: 'Luis Ortega', role: 'hand', joinedAt: '2024-09-21T16:45:00.000Z' },
  { id: 'demo-member-vet', email: 'dr.hart@prairievet.example', name: 'Dr. Emily Hart', role: 'viewer', joinedAt: '2025-02-11T09:20:00.000Z' },
];

const WORKERS = DEMO_MEMBERS.filter((member) => member.role !== 'viewer');

/** Which of the demo team added a demo record: the same member for the same record on every load. */
export function demoAuthor(recordId: string): Member {
  let hash = 0;
  for (const char of recordId) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return WORKERS[hash % WORKERS.length]!;
}
