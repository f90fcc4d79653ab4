import { ZLeaderboardEntry } from '@tabang/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { getLeaderboard } from './service';

const routes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/get/leaderboard',
    { config: { publicRead: true }, schema: { response: { 200: z.array(ZLeaderboardEntry) } } },
    async () => getLeaderboard(app.db),
  );
};
export default routes;
