import type { User } from '@tabang/shared';
import { vi } from 'vitest';

export const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });

/** A page of a paged list as the API sends it: the items, and a `Link: <next>; rel="next"` header unless last. */
export const listPage = (items: unknown[], next?: string) =>
  json(items, 200, next ? { link: `<${next}>; rel="next"` } : {});

export type Handler = (init: RequestInit | undefined) => Response | Promise<Response>;
/** A request the page sent: JSON bodies parsed, anything else (FormData) as sent. */
export type Call = { method: string; path: string; body: unknown };

/**
 * Stands in for the server behind fetch: answers by "METHOD path" (query string included), 404 for
 * anything else, and records every call. Tests undo it with vi.unstubAllGlobals (test-setup does).
 */
export function fakeServer(routes: Record<string, Handler>) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>(async (input, init) => {
      const path = String(input);
      const method = init?.method ?? 'GET';
      const body = typeof init?.body === 'string' ? JSON.parse(init.body) : (init?.body ?? undefined);
      calls.push({ method, path, body });
      const handler = routes[`${method} ${path}`];
      if (!handler) return json({ message: `no route ${method} ${path}` }, 404);
      return handler(init);
    }),
  );
  return { calls, posts: () => calls.filter((call) => call.method === 'POST') };
}

/**
 * GET /auth/authenticated's answers for a signed-in user and for a visitor. The account's language is English
 * unless given, so the app neither switches nor saves one.
 */
export const signedInAs = ({
  language = 'en',
  ...user
}: Omit<User, 'language'> & Partial<Pick<User, 'language'>>) => ({
  'GET /auth/authenticated': () => json({ authenticated: true, user: { ...user, language } }),
});
export const signedOut = { 'GET /auth/authenticated': () => json({ authenticated: false, user: null }) };
