import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

// POST routes that add to this module arrive with the dashboard issue.
const routes: FastifyPluginAsyncZod = async () => {};
export default routes;
