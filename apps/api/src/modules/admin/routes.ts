import {
  ADMIN_JOBS_PAGE_SIZE,
  ZAdminJobsQuery,
  ZAdminOrganization,
  ZAdminOrganizationsQuery,
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
import { sendImage } from '../images/http';
import { listFailedJobs, retryJob } from './jobs';
import { checkRegistration, listOrganizations, type ReviewAction, reviewOrganization } from './service';

const errors = { 401: ZErrorResponse, 403: ZErrorResponse };

/** The admin page's calls: review charities, and failed jobs. Admins only (401 signed out, 403 anyone else). */
const routes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preHandler', app.requireAdmin);

  app.get(
    '/admin/organizations',
    {
      schema: {
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
      schema: { params: ZIdParams },
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
        params: ZIdParams,
        response: { 200: ZAdminOrganization, 400: ZErrorResponse, 404: ZErrorResponse, ...errors },
      },
    },
    async (request) => checkRegistration(app.db, request.params.id),
  );

  // Work after the answer that failed its last try, a page at a time (ADMIN_JOBS_PAGE_SIZE without a limit).
  app.get(
    '/admin/jobs',
    {
      schema: {
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
