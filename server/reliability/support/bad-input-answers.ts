import type { FuzzRequest } from './bad-input-requests';
import type { Due } from './bad-input-oracle';

export interface FuzzAnswer {
  status: number;
  /** The answer's text when it is JSON or text; empty for a file. */
  text: string;
}

/** Sends a generated call as it is, signed in with `token`. */
export async function send(baseUrl: string, token: string, request: FuzzRequest): Promise<FuzzAnswer> {
  const headers: Record<string, string> = { authorization: `Bearer ${token}` };
  if (request.body) headers['content-type'] = request.body.contentType;
  if (request.ifMatch !== undefined) headers['if-match'] = request.ifMatch;
  const response = await fetch(`${baseUrl}${request.target}`, { method: request.method, headers, body: request.body?.text });
  const bytes = Buffer.from(await response.arrayBuffer());
  const readable = /json|text/.test(response.headers.get('content-type') ?? '');
  return { status: response.status, text: readable ? bytes.toString('utf8') : '' };
}

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** What an answer must never hold: traces of the server's insides. */
const LEAKS: readonly { pattern: RegExp; what: string }[] = [
  { pattern: /\n\s*at |\s{4}at \S/, what: 'a stack trace' },
  { pattern: /\.(?:ts|tsx|js|mjs|cjs):\d+/, what: 'a source file position' },
  { pattern: /node_modules/, what: 'a node_modules path' },
  { pattern: new RegExp(escaped(process.cwd())), what: "the server's folder" },
  { pattern: /sqlite|SQLITE_/i, what: 'a database error' },
  { pattern: /file:\/\//, what: 'a file URL' },
];

/** The error's message: REST answers carry it at the top, tRPC's under `error`. */
function messageOf(text: string): unknown {
  try {
    const body = JSON.parse(text) as { message?: unknown; error?: { message?: unknown } };
    return body.message ?? body.error?.message;
  } catch {
    return undefined;
  }
}

/**
 * Checks answers against what each call was due. A leak pattern that any call so far has sent
 * itself is no longer looked for: the answer may be showing a record that call stored.
 */
export function answerChecker() {
  const sent = new Set<string>();
  return (request: FuzzRequest, due: Due, answer: FuzzAnswer): string[] => {
    const requestText = `${request.target} ${request.body?.text ?? ''}`;
    for (const leak of LEAKS) if (leak.pattern.test(requestText)) sent.add(leak.what);
    const problems: string[] = [];
    if (answer.status >= 500) problems.push(`a ${answer.status}`);
    if (due.status !== 'below 500' && answer.status !== due.status) problems.push(`${answer.status} where ${due.status} was due (${due.because})`);
    if (answer.status >= 400) {
      const message = messageOf(answer.text);
      if (typeof message !== 'string' || message.trim() === '') problems.push(`a ${answer.status} without a message`);
    }
    for (const leak of LEAKS) if (!sent.has(leak.what) && leak.pattern.test(answer.text)) problems.push(`${leak.what} in the answer`);
    return problems;
  };
}
