import { ZIdParams, ZRecentDonation } from '@tabang/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { RECENT_DONATIONS_LIMIT, recentDonationsToCharity, recentDonationsToEvent } from './recent-donations';

// The public lists of recent gifts: the same for everyone, so served from the public cache (completed donations
// and changes to public names notify it).
const routes: FastifyPluginAsyncZod = async (app) => {
  const options = (shows: 'charity' | 'event', summary: string, description: string) => ({
    config: { publicRead: { shows } },
    schema: {
      summary,
      description:
        `${description} An anonymous gift, or one whose donor has deleted their account, names ` +
        'nobody: "Anonymous".',
      tags: ['donations'],
      params: ZIdParams,
      response: { 200: z.array(ZRecentDonation) },
    },
  });
  const ofCharity = options(
    'charity',
    `List a charity's last ${RECENT_DONATIONS_LIMIT} gifts`,
    'Completed gifts to the charity or any of its events, newest first. 404 for an unknown or suspended charity.',
  );
  const ofEvent = options(
    'event',
    `List an event's last ${RECENT_DONATIONS_LIMIT} gifts`,
    'Completed gifts to the event, newest first. 404 for an event the public cannot see.',
  );
  app.get('/get/organizations/:id/recent-donations', ofCharity, async (request) =>
    recentDonationsToCharity(app.db, request.params.id),
  );
  app.get('/get/events/:id/recent-donations', ofEvent, async (request) =>
    recentDonationsToEvent(app.db, request.params.id),
  );
};
export default routes;
