import { z } from 'zod';
import type { FarmDb } from '../db/open-farm-db';
import { recordEdit } from '../schemas/fields';
import { EVERY_MEMBER, type Role } from '../domain/roles';
import { memberProcedure, router } from './trpc';

// The four calls of a farm record type, written once: GET and POST on its path, PUT and DELETE on
// `{path}/{id}`. Every call runs for the caller's farm only; the service holds the type's rules.

export interface RecordCalls<Create extends z.ZodObject, Update extends z.ZodObject, Saved extends z.ZodType, Listed extends z.ZodType> {
  /** '/api/embryos' */
  path: `/api/${string}`;
  tags: string[];
  /** The roles that may create, update and delete it (every member reads it). */
  writers: readonly Role[];
  summaries: { list: string; create: string; update: string; delete: string };
  create: Create;
  /** The record's id, the version the client opened (`recordEdit`) and its fields. */
  update: Update;
  /** What a create or an update answers. */
  saved: Saved;
  /** What the list answers, item by item (the saved record, or a richer view of it). */
  listed: Listed;
  list(db: FarmDb, userId: string): z.input<Listed>[];
  service: {
    /** What an unknown id answers ("Pasture not found"). */
    notFound: string;
    create(db: FarmDb, userId: string, input: z.output<Create>): z.input<Saved>;
    update(db: FarmDb, userId: string, id: string, fields: Omit<z.output<Update>, 'id' | 'version'>, opened?: number): z.input<Saved>;
    remove(db: FarmDb, userId: string, id: string, opened?: number): void;
  };
}

/** Declares a record type's calls, typed once for its router and for sync. */
export const recordCalls = <Create extends z.ZodObject, Update extends z.ZodObject, Saved extends z.ZodType, Listed extends z.ZodType>(
  calls: RecordCalls<Create, Update, Saved, Listed>,
) => calls;

const recordRef = z.object(recordEdit);
const deleted = z.object({ ok: z.literal(true) });

export function recordRouter<Create extends z.ZodObject, Update extends z.ZodObject, Saved extends z.ZodType, Listed extends z.ZodType>(
  calls: RecordCalls<Create, Update, Saved, Listed>,
) {
  const { path, summaries, service } = calls;
  // TypeScript cannot resolve tRPC's parser types for schemas still generic here, so the answers are
  // passed through as `never`; RecordCalls ties each service's answer to its schema at the call site.
  const answer = (value: unknown) => value as never;
  const openapi = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', at: `/${string}`, summary: string) => ({
    openapi: { method, path: at, tags: calls.tags, protect: true, summary },
  });
  return router({
    list: memberProcedure(EVERY_MEMBER)
      .meta(openapi('GET', path, summaries.list))
      .input(z.void())
      .output(z.array(calls.listed))
      .query(({ ctx }) => answer(calls.list(ctx.db, ctx.farmId))),

    create: memberProcedure(calls.writers)
      .meta(openapi('POST', path, summaries.create))
      .input(calls.create)
      .output(calls.saved)
      .mutation(({ ctx, input }) => answer(service.create(ctx.db, ctx.farmId, input as z.output<Create>))),

    update: memberProcedure(calls.writers)
      .meta(openapi('PUT', `${path}/{id}`, summaries.update))
      .input(calls.update)
      .output(calls.saved)
      .mutation(({ ctx, input }) => {
        const { id, version, ...fields } = input as z.output<Update> & { id: string; version?: number };
        return answer(service.update(ctx.db, ctx.farmId, id, fields, version));
      }),

    delete: memberProcedure(calls.writers)
      .meta(openapi('DELETE', `${path}/{id}`, summaries.delete))
      .input(recordRef)
      .output(deleted)
      .mutation(({ ctx, input }) => {
        service.remove(ctx.db, ctx.farmId, input.id, input.version);
        return { ok: true as const };
      }),
  });
}
