import { ZDashboardMine, ZDashboardSummary, ZErrorResponse } from '@tabang/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../plugins/auth';
import { getMine, getSummary } from './service';

const routes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/get/dashboard/summary',
    { preHandler: app.requireUser, schema: { response: { 200: ZDashboardSummary, 401: ZErrorResponse } } },
    async () => getSummary(app.db),
  );
  app.get(
    '/get/dashboard/mine',
    { preHandler: app.requireUser, schema: { response: { 200: ZDashboardMine, 401: ZErrorResponse } } },
    async (request) => getMine(app.db, currentUser(request)),
  );
};
export default routes;
