import {
  ZCheckInRequest,
  ZErrorResponse,
  ZIdParams,
  ZMyVolunteering,
  ZRosterEntry,
  ZVolunteeringSummary,
} from '@tabang/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../plugins/auth';
import { getRoster, listMyVolunteering, markAttendance, volunteeringSummary } from './service';

const errors = { 400: ZErrorResponse, 401: ZErrorResponse, 403: ZErrorResponse, 404: ZErrorResponse };

// Rosters and check-in on the day. Every answer here is someone's private data: the private-cache plugin marks
// them `private, no-store`.
const routes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/get/dashboard/events/:id/roster',
    {
      preHandler: app.requireUser,
      schema: { params: ZIdParams, response: { 200: z.array(ZRosterEntry), ...errors } },
    },
    async (request) => getRoster(app.db, currentUser(request), request.params.id),
  );

  for (const action of ['checkin', 'checkout'] as const) {
    app.post(
      `/post/events/${action}`,
      {
        preHandler: app.requireUser,
        schema: { body: ZCheckInRequest, response: { 200: ZRosterEntry, ...errors, 409: ZErrorResponse } },
      },
      async (request) => markAttendance(app.db, currentUser(request), request.body, action),
    );
  }

  app.get(
    '/get/my/volunteering',
    {
      preHandler: app.requireUser,
      schema: { response: { 200: z.array(ZMyVolunteering), 401: ZErrorResponse } },
    },
    async (request) => listMyVolunteering(app.db, currentUser(request).userID),
  );
  app.get(
    '/get/my/volunteering/summary',
    { preHandler: app.requireUser, schema: { response: { 200: ZVolunteeringSummary, 401: ZErrorResponse } } },
    async (request) => volunteeringSummary(app.db, currentUser(request).userID),
  );
};
export default routes;
