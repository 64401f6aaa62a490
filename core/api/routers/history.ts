import { readHistory } from '../../db/history';
import { MANAGERS } from '../../domain/roles';
import { historyInput, historyPage } from '../../schemas/history';
import { memberProcedure, router } from '../trpc';

// History: every write to the farm's records, by whom and what changed, newest first.

export const historyRouter = router({
  list: memberProcedure(MANAGERS)
    .meta({ openapi: { method: 'GET', path: '/api/history', tags: ['farm'], protect: true, summary: "The farm's history, newest first: of one record (recordId) or one member (memberId), a page at a time (before)" } })
    .input(historyInput)
    .output(historyPage)
    .query(({ ctx, input }) => readHistory(ctx.db, ctx.farmId, input)),
});
