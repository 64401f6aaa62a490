import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { farmInvitations } from '../core/db/schema';
import { MEMBER_MESSAGES, roleRefusal } from '../core/domain/roles';
import { quickMember, quickUser, type QuickUser } from '../core/testing/quick-user';
import { callJson } from './testing/http';
import { CREATABLE_KINDS, type MakeRecord } from './testing/record-fixtures';
import type { TestServer } from './testing/test-server';
import { serverWithTwoFarms } from './testing/two-farms';

// A farm is a team (docs/accounts-and-privacy.md): invitations and joining, the member list, role
// changes and removals, over real HTTP. The role of every call is roles-http.test.ts; history is
// history-http.test.ts.

interface Invitation {
  id: string;
  code: string;
  link: string;
  expiresAt: string;
}

let server: TestServer;
let farm: QuickUser;
let neighbour: QuickUser;
serverWithTwoFarms((started) => ({ server, farm, neighbour } = started), { signupsPerHour: 1000 });

const call = <T = { message: string }>(method: string, path: string, who: QuickUser | null, body?: unknown) =>
  callJson<T>(`${server.url}${path}`, { method, body, token: who?.token });
const invite = (who: QuickUser, role: string, email = `${randomUUID()}@example.com`) =>
  call<Invitation>('POST', '/api/farm/invitations', who, { email, role }).then((answer) => ({ ...answer, email }));
const join = (code: string, email: string, name = 'Casey Morgan') =>
  call<{ token: string; user: { role: string; farmName: string; ownerName: string }; message: string }>('POST', '/api/auth/join', null, {
    code,
    email,
    password: 'a long new password',
    name,
  });

describe('invitations and joining', () => {
  it('an invitation answers 201 with a code of at least 128 bits, kept only as its hash, and a join link', async () => {
    const made = await invite(farm, 'hand');
    expect(made.status).toBe(201);
    expect(Buffer.from(made.body.code, 'base64url').length * 8).toBeGreaterThanOrEqual(128);
    expect(made.body.link).toBe(`${server.url}/join?code=${made.body.code}`);
    expect(Date.parse(made.body.expiresAt) - Date.now()).toBeGreaterThan(7 * 24 * 3600_000 - 60_000);
    const stored = server.db.select().from(farmInvitations).where(eq(farmInvitations.id, made.body.id)).get()!;
    expect(JSON.stringify(stored)).not.toContain(made.body.code);
    const pending = await call<{ id: string; role: string }[]>('GET', '/api/farm/invitations', farm);
    expect(pending.body.find((invitation) => invitation.id === made.body.id)).toMatchObject({ role: 'hand', email: made.email });
  });

  it('joining answers 201 and a session in the inviting farm with the invited role; the code works once', async () => {
    const { body, email } = await invite(farm, 'hand');
    const preview = await call<{ farmName: string; email: string; role: string }>('GET', `/api/auth/invitation?code=${body.code}`, null);
    expect(preview.body).toEqual({ farmName: 'Test Farm', email, role: 'hand' });
    const joined = await join(body.code, email);
    expect(joined.status).toBe(201);
    expect(joined.body.user).toMatchObject({ role: 'hand', farmName: 'Test Farm', ownerName: 'Casey Morgan' });
    const me = await call<{ role: string; farmName: string }>('GET', '/api/auth/me', { userId: '', token: joined.body.token });
    expect(me.body).toMatchObject({ role: 'hand', farmName: 'Test Farm' });
    const again = await join(body.code, `${randomUUID()}@example.com`);
    expect([again.status, again.body.message]).toEqual([400, MEMBER_MESSAGES.invitationInvalid]);
    expect((await call<{ id: string }[]>('GET', '/api/farm/invitations', farm)).body.map((i) => i.id)).not.toContain(body.id);
  });

  it('is refused for another e-mail, and once withdrawn or expired', async () => {
    const other = await invite(farm, 'viewer');
    const wrongEmail = await join(other.body.code, `${randomUUID()}@example.com`);
    expect([wrongEmail.status, wrongEmail.body.message]).toEqual([400, MEMBER_MESSAGES.otherEmail]);

    const withdrawn = await invite(farm, 'viewer');
    expect((await call('DELETE', `/api/farm/invitations/${withdrawn.body.id}`, farm)).status).toBe(200);
    expect((await join(withdrawn.body.code, withdrawn.email)).body.message).toBe(MEMBER_MESSAGES.invitationInvalid);
    expect((await call('GET', `/api/auth/invitation?code=${withdrawn.body.code}`, null)).body.message).toBe(MEMBER_MESSAGES.invitationInvalid);

    const expired = await invite(farm, 'viewer');
    server.db.update(farmInvitations).set({ expiresAt: new Date(Date.now() - 1000).toISOString() }).where(eq(farmInvitations.id, expired.body.id)).run();
    expect((await join(expired.body.code, expired.email)).body.message).toBe(MEMBER_MESSAGES.invitationInvalid);
  });

  it('an e-mail that already has an account is a 409: an account belongs to one farm', async () => {
    const taken = `${randomUUID()}@example.com`;
    await call('POST', '/api/auth/signup', null, { email: taken, password: 'a long new password', farmName: 'Elsewhere' });
    const made = await invite(farm, 'hand', taken);
    const refused = await join(made.body.code, taken);
    expect([refused.status, refused.body.message]).toEqual([409, 'An account with this email already exists']);
  });

  it('the owner invites any role but owner; a manager invites hands and viewers only', async () => {
    const manager = quickMember(server.db, farm.userId, 'manager');
    expect((await invite(farm, 'manager')).status).toBe(201);
    expect((await invite(farm, 'owner')).status).toBe(400);
    expect((await invite(manager, 'viewer')).status).toBe(201);
    const refused = await invite(manager, 'manager');
    expect([refused.status, (refused.body as unknown as { message: string }).message]).toEqual([403, roleRefusal('manager')]);
  });
});

describe('members', () => {
  let hand: QuickUser;
  beforeAll(() => {
    hand = quickMember(server.db, farm.userId, 'hand', 'Luis Ortega');
  });

  it('lists every member with their role, the owner first', async () => {
    const members = await call<{ id: string; name: string; role: string }[]>('GET', '/api/farm/members', hand);
    expect(members.body[0]).toMatchObject({ id: farm.userId, role: 'owner' });
    expect(members.body).toContainEqual(expect.objectContaining({ id: hand.userId, name: 'Luis Ortega', role: 'hand' }));
  });

  it("a member works on the farm's records, and the herd list's ETag changes with the farm's herd", async () => {
    const cow = await call<{ id: string; createdBy: string | null }>('POST', '/api/cattle', hand, { tag: 'M1', type: 'Cow', pasture: 'North' });
    expect(cow.body.createdBy).toBe('Luis Ortega');
    const first = await callJson<unknown[]>(`${server.url}/api/cattle`, { token: farm.token });
    expect(first.body).toContainEqual(expect.objectContaining({ id: cow.body.id }));
    const seen = await callJson(`${server.url}/api/cattle`, { token: hand.token });
    await call('PATCH', `/api/cattle/${cow.body.id}`, farm, { weight: 1200 });
    const after = await callJson<{ id: string; weight: number; updatedBy: string }[]>(`${server.url}/api/cattle`, {
      token: hand.token,
      headers: { 'if-none-match': seen.headers.get('etag')! },
    });
    expect(after.status).toBe(200);
    // The owner has no name: the farm names them by their e-mail.
    const owner = await call<{ email: string }>('GET', '/api/auth/me', farm);
    expect(after.body.find((animal) => animal.id === cow.body.id)).toMatchObject({ weight: 1200, createdBy: 'Luis Ortega', updatedBy: owner.body.email });
  });

  it('a demoted member is refused on their next call', async () => {
    const member = quickMember(server.db, farm.userId, 'hand');
    expect((await call('POST', '/api/pastures', member, { name: 'Refused' })).status).toBe(403);
    expect((await call('POST', '/api/cattle', member, { tag: 'D1', type: 'Cow', pasture: 'North' })).status).toBe(200);
    expect((await call('PATCH', `/api/farm/members/${member.userId}`, farm, { role: 'viewer' })).status).toBe(200);
    const refused = await call('POST', '/api/cattle', member, { tag: 'D2', type: 'Cow', pasture: 'North' });
    expect([refused.status, refused.body.message]).toEqual([403, roleRefusal('viewer')]);
  });

  it("a removed member's sessions end at once: their next call is a 401", async () => {
    const member = quickMember(server.db, farm.userId, 'viewer');
    expect((await call('GET', '/api/cattle', member)).status).toBe(200);
    expect((await call('DELETE', `/api/farm/members/${member.userId}`, farm)).status).toBe(200);
    expect((await call('GET', '/api/cattle', member)).status).toBe(401);
    expect((await call<{ id: string }[]>('GET', '/api/farm/members', farm)).body.map((m) => m.id)).not.toContain(member.userId);
  });

  it('a manager removes hands and viewers, not another manager', async () => {
    const manager = quickMember(server.db, farm.userId, 'manager');
    const other = quickMember(server.db, farm.userId, 'manager');
    const viewer = quickMember(server.db, farm.userId, 'viewer');
    expect((await call('DELETE', `/api/farm/members/${viewer.userId}`, manager)).status).toBe(200);
    const refused = await call('DELETE', `/api/farm/members/${other.userId}`, manager);
    expect([refused.status, refused.body.message]).toEqual([403, roleRefusal('manager')]);
  });

  it('the owner cannot leave or change their own role: the farm keeps exactly one owner', async () => {
    for (const attempt of [call('DELETE', `/api/farm/members/${farm.userId}`, farm), call('PATCH', `/api/farm/members/${farm.userId}`, farm, { role: 'manager' })]) {
      const refused = await attempt;
      expect([refused.status, refused.body.message]).toEqual([400, MEMBER_MESSAGES.ownerStays]);
    }
    expect((await call('PATCH', `/api/farm/members/${hand.userId}`, farm, { role: 'owner' })).status).toBe(403);
    const owners = (await call<{ role: string }[]>('GET', '/api/farm/members', farm)).body.filter((member) => member.role === 'owner');
    expect(owners).toHaveLength(1);
  });

  it("isolation: a member of one farm gets 404 for another farm's records and members", async () => {
    const theirs = await call<{ id: string }>('POST', '/api/cattle', neighbour, { tag: 'N1', type: 'Cow', pasture: 'North' });
    const neighboursHand = quickMember(server.db, neighbour.userId, 'hand');
    const manager = quickMember(server.db, farm.userId, 'manager');
    expect((await call('PATCH', `/api/cattle/${theirs.body.id}`, hand, { weight: 1 })).status).toBe(404);
    expect((await call('DELETE', `/api/farm/members/${neighboursHand.userId}`, manager)).status).toBe(404);
    expect((await call('PATCH', `/api/farm/members/${neighboursHand.userId}`, farm, { role: 'viewer' })).status).toBe(404);
    expect((await call<{ id: string }[]>('GET', '/api/cattle', hand)).body.map((animal) => animal.id)).not.toContain(theirs.body.id);
    expect((await call<{ id: string }[]>('GET', '/api/farm/members', hand)).body.map((m) => m.id)).not.toContain(neighboursHand.userId);
    const invitation = await invite(neighbour, 'hand');
    expect((await call('DELETE', `/api/farm/invitations/${invitation.body.id}`, farm)).status).toBe(404);
  });

  it('a member changes their own name but not the farm\'s name or location; the owner must send them', async () => {
    const member = quickMember(server.db, farm.userId, 'manager');
    const me = await call<{ email: string }>('GET', '/api/auth/me', member);
    const renamed = await call<{ ownerName: string; farmName: string }>('PATCH', '/api/auth/update-profile', member, { ownerName: 'Jordan Reyes', email: me.body.email });
    expect(renamed.body).toMatchObject({ ownerName: 'Jordan Reyes', farmName: 'Test Farm' });
    const refused = await call('PATCH', '/api/auth/update-profile', member, { ownerName: 'Jordan Reyes', email: me.body.email, farmName: 'Mine Now', location: 'Here' });
    expect([refused.status, refused.body.message]).toEqual([403, roleRefusal('manager')]);
    // The owner's form always sends them: left out, they are required with the form's own words.
    const owner = await call<{ email: string }>('GET', '/api/auth/me', farm);
    const missing = await call<{ data: { issues: { path: string[]; message: string }[] } }>('PATCH', '/api/auth/update-profile', farm, { ownerName: 'Pat', email: owner.body.email });
    expect([missing.status, missing.body.data.issues]).toEqual([400, [{ path: ['farmName'], message: 'Farm name is required' }, { path: ['location'], message: 'Location is required' }]]);
  });

  it('a sync push applies each op as its own call: an op outside the role is rejected with the role message', async () => {
    const viewer = quickMember(server.db, farm.userId, 'viewer');
    const op = (procedure: string, input: Record<string, unknown>) => ({ opId: randomUUID(), procedure, input: { id: randomUUID(), ...input } });
    const push = (who: QuickUser, ops: unknown[]) => call<{ results: { status: string; message?: string }[] }>('POST', '/api/sync/push', who, { deviceId: randomUUID(), ops });
    const byHand = await push(hand, [op('cattle.create', { tag: 'P1', type: 'Cow', pasture: 'North' }), op('pastures.create', { name: 'Hand Meadow' })]);
    expect(byHand.body.results.map((result) => [result.status, result.message])).toEqual([
      ['applied', undefined],
      ['rejected', roleRefusal('hand')],
    ]);
    const byViewer = await push(viewer, [op('cattle.create', { tag: 'P2', type: 'Cow', pasture: 'North' })]);
    expect(byViewer.body.results.map((result) => [result.status, result.message])).toEqual([['rejected', roleRefusal('viewer')]]);
  });
});

describe('who made and last changed each record', () => {
  it.each(CREATABLE_KINDS)('$kind: the create and the list answer createdBy and updatedBy, the member\'s name', async ({ path, body, parent }) => {
    const manager = quickMember(server.db, farm.userId, 'manager', 'Jordan Reyes');
    const make: MakeRecord = async (at, fields) => (await call<{ id: string }>('POST', at, manager, fields)).body.id;
    const made = await call<{ id: string; createdBy: string; updatedBy: string }>('POST', path, manager, body(900, parent ? await parent(make) : undefined));
    expect(made.body).toMatchObject({ createdBy: 'Jordan Reyes', updatedBy: 'Jordan Reyes' });
    const listed = await call<{ id: string }[]>('GET', path, farm);
    expect(listed.body.find((record) => record.id === made.body.id)).toMatchObject({ createdBy: 'Jordan Reyes', updatedBy: 'Jordan Reyes' });
  });
});

describe('a fresh farm', () => {
  it('has its signed-up account as its only member, the owner', async () => {
    const owner = quickUser(server.db, 'Fresh Farm');
    const members = await call<{ id: string; role: string }[]>('GET', '/api/farm/members', owner);
    expect(members.body.map((member) => [member.id, member.role])).toEqual([[owner.userId, 'owner']]);
  });
});
