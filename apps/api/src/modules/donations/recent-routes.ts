import { ZIdParams, ZRecentDonation } from '@tabang/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { recentDonationsToCharity, recentDonationsToEvent } from './recent-donations';

// The public lists of recent gifts: the same for everyone, so served from the public cache (completed donations
// and changes to users notify it).
const routes: FastifyPluginAsyncZod = async (app) => {
  const options = {
    config: { publicRead: true as const },
    schema: { params: ZIdParams, response: { 200: z.array(ZRecentDonation) } },
  };
  app.get('/get/organizations/:id/recent-donations', options, async (request) =>
    recentDonationsToCharity(app.db, request.params.id),
  );
  app.get('/get/events/:id/recent-donations', options, async (request) =>
    recentDonationsToEvent(app.db, request.params.id),
  );
};
export default routes;
