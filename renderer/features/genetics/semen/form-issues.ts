import type { z } from 'zod';

/**
 * Runs a form's converted values through the API's schema and reports each message under the
 * form field it belongs to: the form refuses what the server would, in the server's words.
 */
export function formIssues(schema: z.ZodType, input: unknown, fields: readonly string[], ctx: z.RefinementCtx): void {
  for (const issue of schema.safeParse(input).error?.issues ?? []) {
    const field = fields.find((name) => name === issue.path[0]);
    if (field) ctx.addIssue({ code: 'custom', path: [field], message: issue.message });
  }
}
