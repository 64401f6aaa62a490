import { z } from 'zod';
import { parseIdentifier } from '../domain/identifier';
import { IDENTIFIER_MESSAGES } from './cattle';

/** The cattle form's combined "Animal Identifier" box: "101 Bessie" → tag + name. */
export const animalIdentifier = z
  .string({ error: IDENTIFIER_MESSAGES.empty })
  .trim()
  .min(1, IDENTIFIER_MESSAGES.empty)
  .transform((text, ctx) => {
    const parsed = parseIdentifier(text);
    if (!parsed || (!parsed.tag && !parsed.name)) {
      ctx.addIssue({ code: 'custom', message: IDENTIFIER_MESSAGES.invalid });
      return z.NEVER;
    }
    return parsed;
  });
