/**
 * A fake server for component tests: answers each call by the path it asks for (the first route whose path the
 * URL's path ends with), remembers every request, and fails like the real server for a path it does not know.
 */
export interface SentRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
}

export type Route = (request: SentRequest) => { status?: number; json: unknown };

export function fakeApi(routes: Record<string, Route>) {
  const sent: SentRequest[] = [];
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const url = new URL(String(input), 'http://test.local');
    const request: SentRequest = {
      method: init?.method ?? 'GET',
      path: url.pathname,
      query: url.searchParams,
      body: init?.body ? JSON.parse(String(init.body)) : null,
    };
    sent.push(request);
    const route = Object.entries(routes).find(([path]) => url.pathname.endsWith(path))?.[1];
    const reply = route
      ? route(request)
      : {
          status: 404,
          json: { success: false, code: 'NOT_FOUND', message: `Route not found: ${url.pathname}` },
        };
    return new Response(JSON.stringify(reply.json), {
      status: reply.status ?? 200,
      headers: { 'content-type': 'application/json' },
    });
  };
  return { fetch, sent, to: (path: string) => sent.filter((request) => request.path.endsWith(path)) };
}
