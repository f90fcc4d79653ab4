import { ZDashboardMine, ZDashboardSummary, ZErrorResponse } from '@tabang/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../plugins/auth';
import { getMine, getSummary } from './service';

const routes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/get/dashboard/summary',
    {
      preHandler: app.requireUser,
      schema: {
        summary: 'Get the platform totals',
        description:
          'Total donated, charities, upcoming events and volunteers (a waitlist not counted); suspended ' +
          'charities and their events count nowhere.',
        tags: ['dashboard'],
        response: { 200: ZDashboardSummary, 401: ZErrorResponse },
      },
    },
    async () => getSummary(app.db),
  );
  app.get(
    '/get/dashboard/mine',
    {
      preHandler: app.requireUser,
      schema: {
        summary: 'List the charities and events I manage',
        description:
          'The charities the caller represents (suspended ones too, marked), newest first, with all their ' +
          'events; and the charities the caller may add events to (for an admin, every one not suspended).',
        tags: ['dashboard'],
        response: { 200: ZDashboardMine, 401: ZErrorResponse },
      },
    },
    async (request) => getMine(app.db, currentUser(request)),
  );
};
export default routes;
