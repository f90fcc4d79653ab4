import { STATUS_CODES } from 'node:http';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import {
  CHARITY_IMAGE_FIELDS,
  ZAddCharityFields,
  ZAddEventFields,
  ZApiError,
  ZUpdateCharityFields,
  ZUpdateEventFields,
} from '@tabang/shared';
import type { FastifyInstance, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { createJsonSchemaTransform } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { responseJsonSchema } from './response-schemas';

/** Where the OpenAPI document and its reader are served. */
export const OPENAPI_PATH = '/api/openapi.json';
export const DOCS_PREFIX = '/api/docs';

/**
 * What the document leaves out, and why: the reader and the document themselves (they describe the API, they are
 * not part of it); the sandbox gateway's checkout pages (/sandbox/…, HTML forms that stand in for a payment
 * provider's own pages outside production); the web app's pages and files (not the API). Everything else under
 * /api and /auth is listed (the payment gateway's webhook too, tagged `webhooks`).
 */
export function isDocumented(url: string): boolean {
  if (url === OPENAPI_PATH || url === DOCS_PREFIX || url.startsWith(`${DOCS_PREFIX}/`)) return false;
  return url.startsWith('/api/') || url.startsWith('/auth/');
}

type JsonSchema = Record<string, unknown>;
type MultipartBody = { fields: z.ZodType; files: readonly string[]; requiredFiles: readonly string[] };

/**
 * The multipart routes read their form themselves (plugins cannot validate a streamed file against a schema), so
 * their body is described here: the text fields of the same shared schema the route parses, and the files.
 */
const MULTIPART_BODIES: Record<string, MultipartBody> = {
  '/api/post/organizations/add': {
    fields: ZAddCharityFields,
    files: CHARITY_IMAGE_FIELDS,
    requiredFiles: CHARITY_IMAGE_FIELDS,
  },
  '/api/post/organizations/update': {
    fields: ZUpdateCharityFields,
    files: CHARITY_IMAGE_FIELDS,
    requiredFiles: [],
  },
  '/api/post/event/add': { fields: ZAddEventFields, files: ['eventImage'], requiredFiles: ['eventImage'] },
  '/api/post/event/update': { fields: ZUpdateEventFields, files: ['eventImage'], requiredFiles: [] },
};

/** A multipart body's JSON Schema: the text fields as the shared schema takes them, every file as binary. */
function multipartSchema({ fields, files, requiredFiles }: MultipartBody): JsonSchema {
  const json = z.toJSONSchema(fields, { target: 'draft-2020-12', io: 'input', unrepresentable: 'any' }) as {
    properties?: Record<string, JsonSchema>;
    required?: string[];
  };
  const properties: Record<string, JsonSchema> = { ...json.properties };
  for (const file of files) properties[file] = { type: 'string', format: 'binary' };
  return { type: 'object', properties, required: [...(json.required ?? []), ...requiredFiles] };
}

/**
 * The groups of the document, in the order Swagger UI shows them. Each route names its group in its schema's
 * `tags` (openapi.test.ts checks that every operation has one of these).
 */
export const API_TAGS = [
  {
    name: 'auth',
    description: 'Signing up, signing in and out, and passwords: reset links and changing one.',
  },
  {
    name: 'account',
    description: "The signed-in person's own account: profile, language, a download of their data, deletion.",
  },
  { name: 'charities', description: 'Charities: the public list and pages, adding one and editing it.' },
  {
    name: 'events',
    description: 'Events: the upcoming list and event pages, adding, editing and cancelling one.',
  },
  { name: 'categories', description: 'The categories charities and events are filed under.' },
  {
    name: 'images',
    description:
      'Charity logos and featured pictures, event posters: with an ETag, and `?w=` for a smaller copy.',
  },
  { name: 'likes', description: 'Liking charities and events, always as oneself.' },
  {
    name: 'volunteering',
    description:
      "Volunteering for charities and events (an event's slots and waitlist), volunteer lists, rosters and " +
      'check-in.',
  },
  {
    name: 'drives',
    description:
      "Relief drives: a drive's needs and drop-off points, pledges of goods, and the organiser's drop-off desk.",
  },
  {
    name: 'updates',
    description:
      "Updates from charities: a charity's and an event's news with photos, posted, edited and deleted by the charity's representative or an admin.",
  },
  {
    name: 'where-it-went',
    description:
      "Where it went: gifts a charity received outside Tabang, what it distributed, and an event's report " +
      '(public data, PDF, CSV files for the regulator, and its publication).',
  },
  {
    name: 'donations',
    description: 'Starting a donation, following it to its result, and the public lists of recent gifts.',
  },
  { name: 'webhooks', description: "The payment gateway's notifications of payments." },
  { name: 'giving', description: "The signed-in donor's own donations, totals and receipts." },
  {
    name: 'certificates',
    description: 'Certificates of Donation (BIR Form 2322): tax details, certificates and yearly statements.',
  },
  { name: 'leaderboard', description: 'The donors who gave the most.' },
  {
    name: 'dashboard',
    description:
      "The signed-in person's dashboard: platform totals, and the charities and events they manage.",
  },
  {
    name: 'reports',
    description: "A charity's statistics and CSV files, for its representative or an admin.",
  },
  { name: 'calendar', description: "iCalendar files: one event's, and a volunteer's personal feed." },
  { name: 'share', description: 'Link-preview pictures (og:image) of the site, its charities and events.' },
  { name: 'admin', description: 'Admins only: reviewing charities (verify, suspend, registration details).' },
  {
    name: 'jobs',
    description: 'Admins only: work after the answer (emails, texts…) that failed its last try.',
  },
  { name: 'health', description: 'Liveness and readiness probes for a load balancer or an orchestrator.' },
] as const;

/** A signed-in route takes the bearer token or the session cookie. */
const SIGNED_IN: Record<string, string[]>[] = [{ bearer: [] }, { cookie: [] }];

const hooksOf = (route: RouteOptions) =>
  [route.onRequest, route.preValidation, route.preHandler].flatMap((hook) =>
    Array.isArray(hook) ? hook : hook ? [hook] : [],
  );

/**
 * The OpenAPI 3.1 document of every route, made from the zod schemas the routes validate with, at
 * GET /api/openapi.json, and Swagger UI reading it at /api/docs (its scripts and styles come from the
 * @fastify/swagger-ui package, served by this server: nothing loads from elsewhere).
 *
 * Request schemas (params, query, body) are still zod when the document is made and go through the zod type
 * provider's transform; response schemas were turned into JSON Schema when each route was added
 * (plugins/response-schemas.ts, for the serializer), and are taken as they are.
 */
async function openapi(app: FastifyInstance) {
  const requestTransform = createJsonSchemaTransform({ skipList: [] });
  const signedIn = new Set<unknown>([app.requireUser, app.requireAdmin]);

  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Tabang API',
        version: '1',
        description:
          'Every route of the Tabang server. Rules, limits and examples: docs/api.md. Every error answer is ' +
          '`{ message, code }`: the `ApiError` schema lists the codes.',
      },
      tags: [...API_TAGS],
      components: {
        schemas: { ApiError: responseJsonSchema(ZApiError) },
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer', description: 'The token POST /auth/login answers with.' },
          cookie: {
            type: 'apiKey',
            in: 'cookie',
            name: app.sessionCookieName,
            description: 'The session cookie.',
          },
        },
      },
    },
    transform: (document) => {
      const { schema, url, route } = document;
      if (!isDocumented(url) || schema?.hide) return { schema: { hide: true }, url };
      const { response, ...request } = (schema ?? {}) as Record<string, unknown>;
      const transformed = requestTransform({ ...document, schema: request } as Parameters<
        typeof requestTransform
      >[0]).schema as JsonSchema;
      const responses: Record<string, unknown> = {};
      for (const [status, value] of Object.entries((response ?? {}) as Record<string, unknown>)) {
        const json = value instanceof z.ZodType ? responseJsonSchema(value) : (value as JsonSchema);
        responses[status] = { description: STATUS_CODES[status] ?? status, ...json };
      }
      const multipart = MULTIPART_BODIES[url];
      // Signed-in routes: a guard among the route's own hooks, or (a guard a whole plugin adds) a 401 it declares.
      const webhook = (transformed.tags as string[] | undefined)?.includes('webhooks') ?? false;
      const guarded = hooksOf(route).some((hook) => signedIn.has(hook)) || (!webhook && '401' in responses);
      return {
        url,
        schema: {
          ...transformed,
          ...(Object.keys(responses).length ? { response: responses } : {}),
          ...(multipart ? { body: multipartSchema(multipart), consumes: ['multipart/form-data'] } : {}),
          ...(guarded ? { security: SIGNED_IN } : {}),
        },
      };
    },
  });

  await app.register(swaggerUi, {
    routePrefix: DOCS_PREFIX,
    uiConfig: { deepLinking: true },
    theme: { title: 'Tabang API' },
    // No badge from the validator's own site: nothing on the page loads from elsewhere.
    validatorUrl: null,
  } as never);

  app.get(OPENAPI_PATH, { schema: { hide: true } }, () => app.swagger());
}

export default fp(openapi, { name: 'openapi', dependencies: ['auth'] });
