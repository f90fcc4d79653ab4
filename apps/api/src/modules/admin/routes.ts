import {
  ADMIN_JOBS_PAGE_SIZE,
  ZAdminEventPermit,
  ZAdminJobsQuery,
  ZAdminOrganization,
  ZAdminOrganizationsQuery,
  ZAdminPermitsQuery,
  ZCheckPermitBody,
  ZErrorResponse,
  ZFailedJob,
  ZIdParams,
  ZJobIdParams,
  ZMessageResponse,
  ZVerifyOrganizationBody,
} from '@tabang/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { t } from '../../i18n';
import { nextLink } from '../../lib/paging';
import { IMAGE_DESCRIPTION, sendImage } from '../images/http';
import { listFailedJobs, retryJob } from './jobs';
import { checkPermit, listPermits } from './permits';
import { checkRegistration, listOrganizations, type ReviewAction, reviewOrganization } from './service';

const errors = { 401: ZErrorResponse, 403: ZErrorResponse };

/** The OpenAPI words of each review call. */
const REVIEW_WORDS: Record<ReviewAction, { summary: string; description: string }> = {
  verify: {
    summary: 'Verify a charity',
    description:
      'Admins only. Send back the `identityVersion` of the list the admin reviewed: when the charity has ' +
      'changed who it is since, 409 and nothing changes. Its identity as verified now is kept, for later ' +
      'edits to be compared with. A verified charity takes donations (unless suspended).',
  },
  suspend: {
    summary: 'Suspend a charity',
    description:
      'Admins only. It and its events disappear from every public call and take no donations; nothing is ' +
      'deleted.',
  },
  unsuspend: {
    summary: "Lift a charity's suspension",
    description: 'Admins only. The charity and its events show again, as they were.',
  },
};

/** The admin page's calls: review charities, check events' permits, and failed jobs. Admins only (401 signed out, 403 anyone else). */
const routes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preHandler', app.requireAdmin);

  app.get(
    '/admin/organizations',
    {
      schema: {
        summary: 'List charities for review',
        description:
          'Admins only. `status`: `pending` (the default: neither verified nor suspended), `verified`, ' +
          "`suspended` or `all`; the longest waiting first. Each carries its representative's account, its " +
          'registration details, `identityChanges` since it was last verified, and the `identityVersion` to' +
          ' send back when verifying.',
        tags: ['admin'],
        querystring: ZAdminOrganizationsQuery,
        response: { 200: z.array(ZAdminOrganization), 400: ZErrorResponse, ...errors },
      },
    },
    async (request) => listOrganizations(app.db, request.query.status),
  );

  for (const action of ['verify', 'suspend', 'unsuspend'] as const satisfies ReviewAction[])
    app.post(
      `/admin/organizations/:id/${action}`,
      {
        schema: {
          ...REVIEW_WORDS[action],
          tags: ['admin'],
          params: ZIdParams,
          // Read by verify only: the identity the admin reviewed.
          body: ZVerifyOrganizationBody,
          response: { 200: ZAdminOrganization, 404: ZErrorResponse, 409: ZErrorResponse, ...errors },
        },
      },
      async (request) => reviewOrganization(app.db, request.params.id, action, request.body),
    );

  // Any stored image by its id, a replaced logo included: the before and after of a review's identityChanges.
  app.get(
    '/admin/images/:id',
    {
      schema: {
        summary: 'Get any stored image by its id',
        description:
          'Admins only; a replaced logo too (the before and after of `identityChanges`). ' +
          `${IMAGE_DESCRIPTION} \`Cache-Control: private, no-store\`; 404 for an unknown id.`,
        tags: ['admin'],
        params: ZIdParams,
        // Errors only: a 200 is the image's bytes.
        response: { 404: ZErrorResponse, ...errors },
      },
      // Not the public images' day in shared caches: an old logo is no longer public.
      onSend: async (_request, reply, payload) => {
        reply.header('cache-control', 'private, no-store');
        return payload;
      },
    },
    async (request, reply) => sendImage(app.db, app.blobs, request.params.id, request, reply),
  );

  // The charity's SEC / DSWD details were checked against the registries: its public page shows them.
  app.post(
    '/admin/organizations/:id/check-registration',
    {
      schema: {
        summary: "Mark a charity's registration details as checked",
        description:
          'Admins only. Its public page shows them from then on; 400 when the charity gave none, 404 for an' +
          ' unknown one. Checking again moves the date.',
        tags: ['admin'],
        params: ZIdParams,
        response: { 200: ZAdminOrganization, 400: ZErrorResponse, 404: ZErrorResponse, ...errors },
      },
    },
    async (request) => checkRegistration(app.db, request.params.id),
  );

  // Events' solicitation permits, checked against their scans (opened through /admin/images/:id).
  app.get(
    '/admin/events/permits',
    {
      schema: {
        summary: "List events' solicitation permits for a check",
        description:
          'Admins only. The permits of events that may still take donations (not cancelled; not over, unless ' +
          'they take gifts after their end), the soonest event first: `status` `unchecked` (the default) or ' +
          '`all`. Each carries its scan (`/admin/images/{id}`) and the `permitVersion` to send back when checking.',
        tags: ['admin'],
        querystring: ZAdminPermitsQuery,
        response: { 200: z.array(ZAdminEventPermit), 400: ZErrorResponse, ...errors },
      },
    },
    async (request) => listPermits(app.db, request.query.status, new Date(app.now())),
  );

  app.post(
    '/admin/events/:id/check-permit',
    {
      schema: {
        summary: "Mark an event's solicitation permit as checked",
        description:
          'Admins only. Its page stops saying "not yet checked" (until the organiser changes the permit). 400 ' +
          'when the event has no permit, 404 for an unknown one; with the `permitVersion` reviewed, 409 when ' +
          'the organiser changed the permit since. Checking again moves the date.',
        tags: ['admin'],
        params: ZIdParams,
        body: ZCheckPermitBody,
        response: {
          200: ZAdminEventPermit,
          400: ZErrorResponse,
          404: ZErrorResponse,
          409: ZErrorResponse,
          ...errors,
        },
      },
    },
    async (request) =>
      checkPermit(app.db, request.params.id, request.body?.permitVersion, new Date(app.now())),
  );

  // Work after the answer that failed its last try, a page at a time (ADMIN_JOBS_PAGE_SIZE without a limit).
  app.get(
    '/admin/jobs',
    {
      schema: {
        summary: 'List failed jobs, a page at a time',
        description:
          'Admins only. The jobs (emails, texts, reconciliation, housekeeping, reminders) that failed their ' +
          `last try, the most recent failure first: ${ADMIN_JOBS_PAGE_SIZE} a page without \`limit\`, the ` +
          "next page's URL in the `Link` header. Addresses and phone numbers are shortened.",
        tags: ['jobs'],
        querystring: ZAdminJobsQuery,
        response: { 200: z.array(ZFailedJob), 400: ZErrorResponse, ...errors },
      },
    },
    async (request, reply) => {
      const limit = request.query.limit ?? ADMIN_JOBS_PAGE_SIZE;
      const page = await listFailedJobs(app.db, { limit, cursor: request.query.cursor });
      // `state` is failed by default, the only state listed: the link leaves it out.
      if (page.next)
        reply.header('link', nextLink(request.routeOptions.url ?? request.url, { limit }, page.next));
      return page.items;
    },
  );

  app.post(
    '/admin/jobs/:id/retry',
    {
      schema: {
        summary: 'Retry a failed job',
        description:
          'Admins only. One more try, due at once. 409 `job_not_failed` for a job that is not failed ' +
          '(waiting, running, done, or retried already); 404 for an unknown or malformed id.',
        tags: ['jobs'],
        params: ZJobIdParams,
        response: { 200: ZMessageResponse, 404: ZErrorResponse, 409: ZErrorResponse, ...errors },
      },
    },
    async (request) => {
      await retryJob(app.jobs, request.params.id);
      return { message: t('admin.jobs.retried') };
    },
  );
};
export default routes;
