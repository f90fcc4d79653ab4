import { API_ERROR_CODES } from '@tabang/shared';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers';

type Operation = {
  summary?: string;
  description?: string;
  tags?: string[];
  parameters?: { in: string; name: string; required?: boolean; schema?: Record<string, unknown> }[];
  requestBody?: { content: Record<string, { schema: Record<string, unknown> }> };
  responses: Record<
    string,
    { description: string; content?: Record<string, { schema: Record<string, unknown> }> }
  >;
  security?: Record<string, string[]>[];
};
type Document = {
  openapi: string;
  info: { title: string; version: string };
  tags?: { name: string; description?: string }[];
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, Record<string, unknown>>; securitySchemes: Record<string, unknown> };
};

/**
 * Every method and path the app answers, read from Fastify's own route tree (`printRoutes` without common
 * prefixes: each line is a path piece under its parent's, with its methods), HEAD left out (Fastify adds one for
 * every GET).
 */
function registeredRoutes(app: FastifyInstance): string[] {
  const routes: string[] = [];
  const stack: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^([│ ]*)[├└]── (.*?) \(([A-Z, ]+)\)$/.exec(line);
    if (!match) continue;
    const depth = match[1]!.length / 4;
    stack.length = depth;
    stack.push(match[2]!);
    const path = stack.join('');
    for (const method of match[3]!.split(', ')) if (method !== 'HEAD') routes.push(`${method} ${path}`);
  }
  return routes;
}

/** `/a/:id.jpg` as OpenAPI writes it: `/a/{id}.jpg`. */
const openapiPath = (path: string) => path.replace(/:([A-Za-z]+)/g, '{$1}');

/** What the document leaves out: the docs themselves, the sandbox gateway's pages, the web app's page. */
const EXCLUDED = [/^\/api\/docs(\/|$)/, /^\/api\/openapi\.json$/, /^\/sandbox\//, /^\/$/];

let h: TestApp;
let document: Document;
beforeAll(async () => {
  h = await createTestApp();
  const response = await h.app.inject({ method: 'GET', url: '/api/openapi.json' });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toMatch(/^application\/json/);
  document = response.json();
});
afterAll(() => h.close());

describe('GET /api/openapi.json', () => {
  it('is an OpenAPI 3 document: version, info, and operations that each answer and declare their path parameters', () => {
    expect(document.openapi).toMatch(/^3\.1\.\d+$/);
    expect(document.info).toEqual(
      expect.objectContaining({ title: 'Tabang API', version: expect.any(String) }),
    );
    const methods = new Set(['get', 'post', 'put', 'patch', 'delete', 'head', 'options']);
    for (const [path, item] of Object.entries(document.paths)) {
      expect(path).toMatch(/^\//);
      const pathParams = [...path.matchAll(/\{(\w+)\}/g)].map(([, name]) => name);
      for (const [method, operation] of Object.entries(item)) {
        expect(methods.has(method), `${method} ${path}`).toBe(true);
        expect(Object.keys(operation.responses).length, `${method} ${path}`).toBeGreaterThan(0);
        for (const response of Object.values(operation.responses))
          expect(typeof response.description).toBe('string');
        const declared = (operation.parameters ?? []).filter((p) => p.in === 'path');
        expect(declared.map((p) => p.name).sort(), `${method} ${path}`).toEqual([...pathParams].sort());
        for (const parameter of declared) expect(parameter.required).toBe(true);
        for (const scheme of (operation.security ?? []).flatMap(Object.keys))
          expect(document.components.securitySchemes).toHaveProperty(scheme);
      }
    }
  });

  it('lists every route the app registers under /api and /auth, and nothing else', () => {
    const registered = registeredRoutes(h.app);
    // The tree was read: the app has dozens of routes, including ones this test knows.
    expect(registered).toContain('GET /api/get/events/:id');
    expect(registered).toContain('POST /auth/login');
    const expected = registered
      .filter((route) => !EXCLUDED.some((pattern) => pattern.test(route.split(' ')[1]!)))
      .map((route) => {
        const [method, path] = route.split(' ');
        return `${method} ${openapiPath(path!)}`;
      });
    const documented = Object.entries(document.paths).flatMap(([path, item]) =>
      Object.keys(item).map((method) => `${method.toUpperCase()} ${path}`),
    );
    expect(documented.sort()).toEqual([...new Set(expected)].sort());
    // What was left out is only what is meant to be.
    for (const route of registered) {
      const path = route.split(' ')[1]!;
      if (!path.startsWith('/api/') && !path.startsWith('/auth/'))
        expect(
          EXCLUDED.some((pattern) => pattern.test(path)),
          route,
        ).toBe(true);
    }
    expect(document.paths['/api/webhooks/sandbox']?.post?.tags).toEqual(['webhooks']);
  });

  it('says what every operation does, each in a group the document declares', () => {
    const operations = Object.entries(document.paths).flatMap(([path, item]) =>
      Object.entries(item).map(([method, operation]) => ({
        name: `${method.toUpperCase()} ${path}`,
        operation,
      })),
    );
    const declared = (document.tags ?? []).map((tag) => tag.name);
    expect(declared.length).toBeGreaterThan(10);
    expect(new Set(declared).size).toBe(declared.length);
    for (const tag of document.tags ?? []) expect(tag.description?.trim(), tag.name).toBeTruthy();

    for (const { name, operation } of operations) {
      expect(operation.summary?.trim(), name).toBeTruthy();
      if (operation.description !== undefined) expect(operation.description.trim(), name).toBeTruthy();
      expect(operation.tags?.length, name).toBeGreaterThan(0);
      for (const tag of operation.tags ?? []) expect(declared, `${name}: ${tag}`).toContain(tag);
    }
    // No two operations read alike in the list, and no declared group is empty.
    const summaries = operations.map(({ operation }) => operation.summary);
    expect(new Set(summaries).size).toBe(summaries.length);
    const used = new Set(operations.flatMap(({ operation }) => operation.tags ?? []));
    expect(declared.filter((tag) => !used.has(tag))).toEqual([]);
    // Admins-only routes say they need a session, the image route (its guard is its plugin's) too.
    expect(document.paths['/api/admin/images/{id}']!.get!.security).toBeDefined();
  });

  it("describes a route's parameters, body and answers from its zod schemas", () => {
    const event = document.paths['/api/get/events/{id}']!.get!;
    expect(event.parameters).toEqual([
      expect.objectContaining({
        in: 'path',
        name: 'id',
        required: true,
        schema: expect.objectContaining({ type: 'string' }),
      }),
    ]);
    const list = event.responses['200']!.content!['application/json']!.schema as {
      type: string;
      items: { properties: Record<string, unknown>; required: string[] };
    };
    expect(list.type).toBe('array');
    expect(list.items.required).toEqual(
      expect.arrayContaining(['eventID', 'nameOfEvent', 'dateAndTimeStart']),
    );

    const login = document.paths['/auth/login']!.post!;
    const body = login.requestBody!.content['application/json']!.schema as {
      properties: Record<string, unknown>;
    };
    expect(Object.keys(body.properties)).toEqual(expect.arrayContaining(['email', 'password']));

    // Signed-in routes say how to sign in; public reads do not.
    expect(document.paths['/api/get/my/profile']!.get!.security).toEqual([{ bearer: [] }, { cookie: [] }]);
    expect(document.paths['/api/admin/organizations']!.get!.security).toBeDefined();
    expect(event.security).toBeUndefined();
  });

  it('describes the multipart uploads: their text fields and their files', () => {
    const add = document.paths['/api/post/organizations/add']!.post!;
    const schema = add.requestBody!.content['multipart/form-data']!.schema as {
      properties: Record<string, { type?: string; format?: string }>;
      required: string[];
    };
    expect(schema.properties.organizationName).toBeDefined();
    expect(schema.properties.organizationProfilePicture).toEqual({ type: 'string', format: 'binary' });
    expect(schema.required).toEqual(
      expect.arrayContaining([
        'organizationName',
        'organizationProfilePicture',
        'organizationFeaturedPicture',
      ]),
    );
    const update = document.paths['/api/post/event/update']!.post!;
    expect(update.requestBody!.content['multipart/form-data']!.schema.properties).toHaveProperty(
      'eventImage',
    );
  });

  it('gives error answers the `{ message, code }` shape, with every code', () => {
    const answer = document.paths['/api/post/event/add']!.post!.responses['400']!.content![
      'application/json'
    ]!.schema as { required: string[]; properties: { code: { enum: string[] } } };
    expect(answer.required).toEqual(['message', 'code']);
    expect(answer.properties.code.enum).toEqual([...API_ERROR_CODES]);
    const { description: _, ...shape } = answer as typeof answer & { description?: string };
    expect(document.components.schemas.ApiError).toEqual(shape);
  });
});

describe('GET /api/docs', () => {
  it('answers an HTML page whose scripts and styles are all served by this server', async () => {
    const page = await h.app.inject({ method: 'GET', url: '/api/docs' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    const sources = [...page.body.matchAll(/<(?:script|link)\b[^>]*?\b(?:src|href)="([^"]+)"/g)].map(
      ([, url]) => url!,
    );
    expect(sources.length).toBeGreaterThan(2);
    for (const source of sources) {
      expect(source, source).toMatch(/^\/api\/docs\//);
      const asset = await h.app.inject({ method: 'GET', url: source });
      expect(asset.statusCode, source).toBe(200);
    }
    // No inline script: the app's Content Security Policy (script-src 'self') holds on this page too.
    expect(page.body).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
    expect(page.headers['content-security-policy']).toMatch(/script-src 'self'(;|$)/);

    // Swagger UI reads the document from beside itself.
    const initializer = await h.app.inject({ method: 'GET', url: '/api/docs/static/swagger-initializer.js' });
    expect(initializer.body).toContain("resolveUrl('./json')");
    const json = await h.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(json.json()).toEqual(document);
  });
});
