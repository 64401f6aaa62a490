import { z } from 'zod';
import { changeRole, invite, removeMember, withdraw } from '../../auth/farm-team';
import { listMembers, listPendingInvitations } from '../../db/farm-members';
import { EVERY_MEMBER, MANAGERS, OWNER_ONLY } from '../../domain/roles';
import { invitationCreate, invitationCreated, member, memberRoleChange, pendingInvitation, recordRef } from '../../schemas/members';
import { okAnswer } from '../../schemas/auth';
import { memberProcedure, router } from '../trpc';

// Settings > Members: the farm's team, its invitations, roles and removals. The rules of who may
// invite, change or remove whom are core/domain/roles.ts; the calls check them per member.

const tags = ['farm'];
const openapi = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', path: `/api/${string}`, summary: string) => ({ openapi: { method, path, tags, protect: true, summary } });

export const farmRouter = router({
  members: memberProcedure(EVERY_MEMBER)
    .meta(openapi('GET', '/api/farm/members', "The farm's members with their roles, the owner first"))
    .input(z.void())
    .output(z.array(member))
    .query(({ ctx }) => listMembers(ctx.db, ctx.farmId)),

  invite: memberProcedure(MANAGERS)
    .meta({ ...openapi('POST', '/api/farm/invitations', 'Invite Member: a single-use code and join link for one e-mail and role, valid 7 days'), created: true })
    .input(invitationCreate)
    .output(invitationCreated)
    .mutation(({ ctx, input }) => invite(ctx.db, ctx.member, input, ctx.appUrl)),

  invitations: memberProcedure(MANAGERS)
    .meta(openapi('GET', '/api/farm/invitations', "The farm's pending invitations, newest first"))
    .input(z.void())
    .output(z.array(pendingInvitation))
    .query(({ ctx }) => listPendingInvitations(ctx.db, ctx.farmId)),

  withdrawInvitation: memberProcedure(MANAGERS)
    .meta(openapi('DELETE', '/api/farm/invitations/{id}', 'Withdraw an invitation: its code stops working'))
    .input(recordRef)
    .output(okAnswer)
    .mutation(({ ctx, input }) => {
      withdraw(ctx.db, ctx.member, input.id);
      return { ok: true as const };
    }),

  setRole: memberProcedure(OWNER_ONLY)
    .meta(openapi('PATCH', '/api/farm/members/{id}', "Change a member's role, from their next call on"))
    .input(memberRoleChange)
    .output(member)
    .mutation(({ ctx, input }) => changeRole(ctx.db, ctx.member, input.id, input.role)),

  remove: memberProcedure(MANAGERS)
    .meta(openapi('DELETE', '/api/farm/members/{id}', 'Remove a member: their sessions end at once'))
    .input(recordRef)
    .output(okAnswer)
    .mutation(({ ctx, input }) => {
      removeMember(ctx.db, ctx.member, input.id);
      return { ok: true as const };
    }),
});
