/** Small helpers for calling the real server over HTTP in tests. */
export interface JsonAnswer<T = Record<string, unknown>> {
  status: number;
  headers: Headers;
  body: T;
}

export async function callJson<T = Record<string, unknown>>(
  url: string,
  init: { method?: string; body?: unknown; token?: string; headers?: Record<string, string> } = {},
): Promise<JsonAnswer<T>> {
  const headers: Record<string, string> = { ...init.headers };
  if (init.body !== undefined && !headers['content-type']) headers['content-type'] = 'application/json';
  if (init.token) headers.authorization = `Bearer ${init.token}`;
  const response = await fetch(url, {
    method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
    headers,
    body: init.body === undefined ? undefined : typeof init.body === 'string' ? init.body : JSON.stringify(init.body),
  });
  const text = await response.text();
  return { status: response.status, headers: response.headers, body: (text ? JSON.parse(text) : null) as T };
}
