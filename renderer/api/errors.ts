// Reads what the server said out of a failed call. The tRPC error's message is the sentence the
// user sees; `data` carries the code, the HTTP status and, for bad input, the field issues.

export interface FieldIssue {
  path: (string | number)[];
  message: string;
}

interface ErrorData {
  code?: string;
  httpStatus?: number;
  issues?: FieldIssue[];
}

function errorData(error: unknown): ErrorData | undefined {
  if (typeof error !== 'object' || error === null || !('data' in error)) return undefined;
  const data = (error as { data: unknown }).data;
  return typeof data === 'object' && data !== null ? (data as ErrorData) : undefined;
}

/** The tRPC code of a failed call (UNAUTHORIZED, CONFLICT, BAD_REQUEST …), if the server answered. */
export function errorCode(error: unknown): string | undefined {
  return errorData(error)?.code;
}

export function isUnauthorized(error: unknown): boolean {
  const data = errorData(error);
  return data?.code === 'UNAUTHORIZED' || data?.httpStatus === 401;
}

export function fieldIssues(error: unknown): FieldIssue[] {
  const issues = errorData(error)?.issues;
  return Array.isArray(issues) ? issues : [];
}

/** Said whenever the server cannot be reached: no network, or the server is down. */
export const SERVER_UNREACHABLE_MESSAGE = 'Cannot reach the Farm Hand server. Check your connection and try again.';

/**
 * Said, while the app is offline, in place of what only the server can do (reports, exports,
 * e-mail, backups, Clear All Data), instead of letting it fail.
 */
export const NEEDS_SERVER_MESSAGE = "This needs a connection to the farm's server.";

export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof Error && error.message) {
    // fetch's own wording is no help to a rancher with one bar of signal.
    if (/failed to fetch|networkerror|load failed/i.test(error.message)) {
      return SERVER_UNREACHABLE_MESSAGE;
    }
    return error.message;
  }
  return fallback;
}
