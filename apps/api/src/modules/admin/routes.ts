import {
  ZAdminOrganization,
  ZAdminOrganizationsQuery,
  ZErrorResponse,
  ZIdParams,
  ZVerifyOrganizationBody,
} from '@tabang/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendImage } from '../images/http';
import { checkRegistration, listOrganizations, type ReviewAction, reviewOrganization } from './service';

const errors = { 401: ZErrorResponse, 403: ZErrorResponse };

/** The admin page's calls: review charities. Admins only (401 signed out, 403 anyone else). */
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
};
export default routes;
