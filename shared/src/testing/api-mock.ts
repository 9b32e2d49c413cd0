// Test-only: a fetch stand-in for the shared clients (ky calls fetch with a Request), for every app's component tests.
export interface Call {
  method: string;
  path: string;
  url: URL;
  body: unknown;
  headers: Headers;
}

export type Reply = { status?: number; body?: unknown } | Promise<{ status?: number; body?: unknown }>;
export type Handler = (call: Call) => Reply;

const json = (body: unknown, status: number) =>
  new Response(body === undefined ? null : JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/**
 * Routes keyed "METHOD path" with the path after /api/ and no query ("GET users/me").
 * An unknown route answers 404 so a test never hangs on a real network call.
 */
export function mockApi(routes: Record<string, Handler>): { calls: Call[] } {
  const calls: Call[] = [];
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const url = new URL(request.url);
    const path = url.pathname.replace(/^\/api\//, '');
    const text = request.method === 'GET' ? '' : await request.clone().text().catch(() => '');
    let body: unknown = text;
    try {
      body = text ? JSON.parse(text) : undefined;
    } catch {
      /* multipart or plain text stays as is */
    }
    const call: Call = { method: request.method, path, url, body, headers: request.headers };
    calls.push(call);
    const handler = routes[`${request.method} ${path}`];
    if (!handler) return json({ error: `not mocked: ${request.method} ${path}` }, 404);
    const reply = await handler(call);
    return json(reply.body, reply.status ?? 200);
  }) as unknown as typeof fetch;
  return { calls };
}

export const ok = (data: unknown): Reply => ({ body: { data } });
export const fail = (status: number, error: string, errors?: Record<string, string>): Reply => ({ status, body: errors ? { error, errors } : { error } });
