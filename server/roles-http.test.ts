import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { procedureInfos } from '../core/api/procedures';
import { createEmailVerification } from '../core/db/email-verifications';
import { users } from '../core/db/schema';
import { findUserById } from '../core/db/users';
import { ROLES, roleRefusal, type Role } from '../core/domain/roles';
import { QUICK_USER_PASSWORD, quickMember, quickUser, type QuickUser } from '../core/testing/quick-user';
import { smtpMailer } from './mail';
import { callJson } from './testing/http';
import { CREATABLE_KINDS, type MakeRecord } from './testing/record-fixtures';
import { startSmtpInbox, type SmtpInbox } from './testing/smtp-inbox';
import { startTestServer, type TestServer } from './testing/test-server';

// Roles, enforced in one place (docs/accounts-and-privacy.md): every call of the API, as every role,
// over real HTTP. A call the role's declaration allows answers 2xx; any other answers 403 with the
// role's refusal, "Your role on this farm (Farm hand) does not allow this." Each case runs on a farm
// of its own with a caller of its own, so no call (a sign-out, a removal, Clear All Data) touches
// another case. A new call without a line here fails the first test.

interface Call {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
  body?: unknown;
  /** A file sent as the body itself, not JSON (an import). */
  file?: string;
}

interface Case {
  server: TestServer;
  owner: QuickUser;
  caller: QuickUser;
  /** A record made by the owner at a REST path, answering its id. */
  make: MakeRecord;
}

const json = (path: string, body: unknown, method: Call['method'] = 'POST'): Call => ({ method, path, body });
const get = (path: string): Call => ({ method: 'GET', path });

async function ownerCall<T>(c: Case, call: Call): Promise<T> {
  const answer = await callJson<T>(`${c.server.url}${call.path}`, { method: call.method, body: call.body, token: c.owner.token });
  expect(answer.status, `${call.method} ${call.path}: ${JSON.stringify(answer.body)}`).toBeLessThan(300);
  return answer.body;
}

const invitation = (c: Case, email = `${randomUUID()}@example.com`) =>
  ownerCall<{ id: string; code: string }>(c, json('/api/farm/invitations', { email, role: 'hand' })).then((made) => ({ ...made, email }));
const emailOf = (c: Case) => findUserById(c.server.db, c.caller.userId)!.email;
/** An animal of the owner's, for the records about one. */
const animal = (c: Case) => c.make('/api/cattle', { name: `Chute ${randomUUID()}`, type: 'Steer', pasture: 'North' });

/** The record-router kinds' four calls, from the shared fixtures: path prefix → its create body. */
const RECORD_ROUTERS: Record<string, string> = {
  '/api/cattle': 'cattle',
  '/api/pastures': 'pastures',
  '/api/activities': 'activities',
  '/api/storage-tanks': 'storageTanks',
  '/api/embryos': 'embryos',
  '/api/forage': 'forage',
  '/api/semen-tanks': 'semenTanks',
  '/api/semen-canes': 'semenCanes',
  '/api/semen-straws': 'semenStraws',
  '/api/medicines': 'medicines',
};
const RECORD_CALLS: Record<string, (c: Case) => Promise<Call>> = Object.fromEntries(
  CREATABLE_KINDS.filter((kind) => kind.path in RECORD_ROUTERS).flatMap((kind) => {
    const name = RECORD_ROUTERS[kind.path]!;
    const body = async (c: Case) => kind.body(1, kind.parent ? await kind.parent(c.make) : undefined);
    const made = async (c: Case) => c.make(kind.path, await body(c));
    const update = name === 'cattle' ? 'PATCH' : 'PUT';
    return [
      [`${name}.list`, async () => get(kind.path)],
      [`${name}.create`, async (c: Case) => json(kind.path, await body(c))],
      [`${name}.update`, async (c: Case) => json(`${kind.path}/${await made(c)}`, kind.changed(await body(c)), update)],
      [`${name}.delete`, async (c: Case) => ({ method: 'DELETE', path: `${kind.path}/${await made(c)}` })],
    ] as const;
  }),
);

const CALLS: Record<string, (c: Case) => Promise<Call>> = {
  ...RECORD_CALLS,
  'health.check': async () => get('/api/health'),
  'auth.signup': async () => json('/api/auth/signup', { email: `${randomUUID()}@example.com`, password: 'a long new password', farmName: 'New Farm' }),
  'auth.login': async (c) => json('/api/auth/login', { email: emailOf(c), password: QUICK_USER_PASSWORD }),
  'auth.invitation': async (c) => get(`/api/auth/invitation?code=${(await invitation(c)).code}`),
  'auth.join': async (c) => {
    const { code, email } = await invitation(c);
    return json('/api/auth/join', { code, email, password: 'a long new password', name: 'New Hand' });
  },
  'auth.me': async () => get('/api/auth/me'),
  'auth.logout': async () => ({ method: 'POST', path: '/api/auth/logout' }),
  'auth.logoutAll': async () => ({ method: 'POST', path: '/api/auth/logout-all' }),
  // The farm's name and location are the owner's: the owner's form sends them, a member's leaves them out.
  'auth.updateProfile': async (c) =>
    json('/api/auth/update-profile', { ownerName: 'A new name', email: emailOf(c), ...(c.caller === c.owner ? { farmName: 'Roles Farm', location: 'Here' } : {}) }, 'PATCH'),
  'auth.changePassword': async () => json('/api/auth/change-password', { currentPassword: QUICK_USER_PASSWORD, newPassword: 'another long password' }),
  'auth.requestEmailVerification': async () => ({ method: 'POST', path: '/api/auth/verify-email' }),
  'auth.confirmEmail': async (c) => json('/api/auth/confirm-email', { token: createEmailVerification(c.server.db, c.caller.userId, emailOf(c)).token }),
  'activities.list': async () => get('/api/activities'),
  'dashboard.stats': async () => get('/api/dashboard/stats'),
  'dashboard.widgets': async () => get('/api/dashboard/widgets'),
  'reports.herd': async () => get('/api/reports'),
  'exports.cattleWorkbook': async () => get('/api/cattle/export'),
  'exports.emailCattleWorkbook': async (c) => {
    c.server.db.update(users).set({ emailVerifiedAt: new Date().toISOString() }).where(eq(users.id, c.caller.userId)).run();
    return json('/api/cattle/export-email', {});
  },
  'exports.cattleWorkbookLink': async () => json('/api/cattle/export-link', {}),
  'exports.sharedCattleWorkbook': async (c) => get((await ownerCall<{ url: string }>(c, json('/api/cattle/export-link', {}))).url),
  'data.summary': async () => get('/api/data/summary'),
  'data.backups': async () => get('/api/data/backups'),
  'data.backUp': async () => json('/api/data/backups', {}),
  'data.weeklyBackup': async () => json('/api/data/backups/weekly', {}),
  'data.restore': async (c) => json(`/api/data/backups/${(await ownerCall<{ id: string }>(c, json('/api/data/backups', {}))).id}/restore`, {}),
  'data.clear': async () => ({ method: 'DELETE', path: '/api/data' }),
  'sync.push': async () => json('/api/sync/push', { deviceId: randomUUID(), ops: [{ opId: randomUUID(), procedure: 'pastures.create', input: { id: randomUUID(), name: 'Pushed Meadow' } }] }),
  'sync.changes': async () => get('/api/sync/changes'),
  'conflicts.list': async () => get('/api/conflicts'),
  'conflicts.resolve': async (c) => {
    // A pushed animal whose tag the farm has: a `duplicate` conflict to settle.
    await c.make('/api/cattle', { tag: 'T1', type: 'Cow', pasture: 'North' });
    const pushed = await ownerCall<{ results: { conflicts: string[] }[] }>(
      c,
      json('/api/sync/push', { deviceId: randomUUID(), ops: [{ opId: randomUUID(), procedure: 'cattle.create', input: { id: randomUUID(), tag: 'T1', type: 'Cow', pasture: 'North' } }] }),
    );
    return json(`/api/conflicts/${pushed.results[0]!.conflicts[0]}/resolve`, { choice: 'theirs' });
  },
  'farm.members': async () => get('/api/farm/members'),
  'farm.invite': async () => json('/api/farm/invitations', { email: `${randomUUID()}@example.com`, role: 'hand' }),
  'farm.invitations': async () => get('/api/farm/invitations'),
  'farm.withdrawInvitation': async (c) => ({ method: 'DELETE', path: `/api/farm/invitations/${(await invitation(c)).id}` }),
  'farm.setRole': async (c) => json(`/api/farm/members/${quickMember(c.server.db, c.owner.userId, 'hand').userId}`, { role: 'viewer' }, 'PATCH'),
  'farm.remove': async (c) => ({ method: 'DELETE', path: `/api/farm/members/${quickMember(c.server.db, c.owner.userId, 'hand').userId}` }),
  'history.list': async () => get('/api/history'),
  'treatments.list': async () => get('/api/treatments'),
  'treatments.create': async (c) => json('/api/treatments', { cattleIds: [await animal(c)], date: '2026-05-01', product: 'Penicillin', meatWithdrawalDays: 10 }),
  'pregnancyChecks.list': async () => get('/api/pregnancy-checks'),
  'pregnancyChecks.create': async (c) => json('/api/pregnancy-checks', { cattleId: await animal(c), date: '2026-05-01', result: 'open' }),
  'weights.list': async () => get('/api/weights'),
  'weights.create': async (c) => json('/api/weights', { cattleId: await animal(c), date: '2026-05-01', weight: 640 }),
  'weights.delete': async (c) => ({ method: 'DELETE', path: `/api/weights/${await c.make('/api/weights', { cattleId: await animal(c), date: '2026-05-01', weight: 640 })}` }),
  'imports.cattle': async () => ({ method: 'POST', path: '/api/import/cattle', file: `Tag,Type,Pasture\nI-${randomUUID().slice(0, 8)},Cow,North\n` }),
};

let server: TestServer;
let inbox: SmtpInbox;
beforeAll(async () => {
  inbox = await startSmtpInbox();
  server = await startTestServer({ mailer: smtpMailer({ url: inbox.url, from: 'Farm Hand <farm@example.com>', appUrl: 'https://farm.example.com' }), signupsPerHour: 1000 });
});
afterAll(async () => {
  await server.close();
  await inbox.close();
});

function newCase(role: Role): Case {
  const owner = quickUser(server.db, 'Roles Farm');
  const caller = role === 'owner' ? owner : quickMember(server.db, owner.userId, role);
  const make: MakeRecord = async (path, fields) => (await ownerCall<{ id: string }>(c, json(path, fields))).id;
  const c: Case = { server, owner, caller, make };
  return c;
}

const INFOS = procedureInfos();

describe('roles: every call as every role, over HTTP', () => {
  it('every call of the API has a line in this table, and every signed-in call declares its roles', () => {
    expect(INFOS.map((info) => info.name).filter((name) => !(name in CALLS))).toEqual([]);
    const undeclared = INFOS.filter((info) => info.meta?.openapi?.protect !== false && !info.meta?.roles?.length).map((info) => info.name);
    expect(undeclared).toEqual([]);
  });

  describe.each(ROLES)('as %s', (role) => {
    it.each(INFOS.map((info) => [info.name, info.meta?.roles] as const))('%s', async (name, roles) => {
      const c = newCase(role);
      const call = await CALLS[name]!(c);
      const json: Record<string, string> = call.body === undefined ? {} : { 'content-type': 'application/json' };
      const answer = await fetch(`${server.url}${call.path}`, {
        method: call.method,
        headers: { authorization: `Bearer ${c.caller.token}`, ...(call.file === undefined ? json : { 'content-type': 'text/csv' }) },
        body: call.file ?? (call.body === undefined ? undefined : JSON.stringify(call.body)),
      });
      // A download answers its file's bytes; everything else, and every refusal, JSON.
      const said = answer.headers.get('content-type')?.includes('json') ? ((await answer.json()) as { message?: string }) : { message: '(a file)' };
      const allowed = roles === undefined || roles.includes(role);
      if (allowed) expect(answer.status, JSON.stringify(said)).toBeOneOf([200, 201]);
      else expect([answer.status, said.message]).toEqual([403, roleRefusal(role)]);
    });
  });
});
