import type { Route } from '@playwright/test';

/** The message the failing answers below carry, as a busy farm database would say it. */
export const BUSY = 'The farm database is busy';

/** Answers a tRPC call as the server does when the database fails under it. */
export function answerServerError(route: Route, message = BUSY): Promise<void> {
  return route.fulfill({
    status: 500,
    contentType: 'application/json',
    body: JSON.stringify({ error: { message, code: -32603, data: { code: 'INTERNAL_SERVER_ERROR', httpStatus: 500 } } }),
  });
}

/** A route handler whose first call fails with the server's error; every later call reaches the server. */
export function failingOnce(message = BUSY): (route: Route) => Promise<void> {
  let failed = false;
  return (route) => {
    if (failed) return route.continue();
    failed = true;
    return answerServerError(route, message);
  };
}
