import { z } from 'zod';
import type { FarmDb } from '../db/open-farm-db';
import { recordEdit } from '../schemas/fields';
import { protectedProcedure, router } from './trpc';

// The four calls of a farm record type, written once: GET and POST on its path, PUT and DELETE on
// `{path}/{id}`. Every call runs for the signed-in user only; the service holds the type's rules.

export interface RecordCalls<Create extends z.ZodObject, Update extends z.ZodObject, Saved extends z.ZodType, Listed extends z.ZodType> {
  /** '/api/embryos' */
  path: `/api/${string}`;
  tags: string[];
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
    list: protectedProcedure
      .meta(openapi('GET', path, summaries.list))
      .input(z.void())
      .output(z.array(calls.listed))
      .query(({ ctx }) => answer(calls.list(ctx.db, ctx.user.id))),

    create: protectedProcedure
      .meta(openapi('POST', path, summaries.create))
      .input(calls.create)
      .output(calls.saved)
      .mutation(({ ctx, input }) => answer(service.create(ctx.db, ctx.user.id, input as z.output<Create>))),

    update: protectedProcedure
      .meta(openapi('PUT', `${path}/{id}`, summaries.update))
      .input(calls.update)
      .output(calls.saved)
      .mutation(({ ctx, input }) => {
        const { id, version, ...fields } = input as z.output<Update> & { id: string; version?: number };
        return answer(service.update(ctx.db, ctx.user.id, id, fields, version));
      }),

    delete: protectedProcedure
      .meta(openapi('DELETE', `${path}/{id}`, summaries.delete))
      .input(recordRef)
      .output(deleted)
      .mutation(({ ctx, input }) => {
        service.remove(ctx.db, ctx.user.id, input.id, input.version);
        return { ok: true as const };
      }),
  });
}
