import { ZLeaderboardEntry } from '@tabang/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { getLeaderboard, LEADERBOARD_LIMIT } from './service';

const routes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/get/leaderboard',
    {
      config: { publicRead: { shows: 'leaderboard' } },
      schema: {
        summary: 'List the donors who gave the most',
        description:
          `The top ${LEADERBOARD_LIMIT} donors by their total of completed donations (ties at the cut all ` +
          'shown), with standard competition ranking (1, 2, 2, 4). Anonymous gifts and deleted accounts do ' +
          'not count; names are shortened ("Maria S."), never the username.',
        tags: ['leaderboard'],
        response: { 200: z.array(ZLeaderboardEntry) },
      },
    },
    async () => getLeaderboard(app.db),
  );
};
export default routes;
