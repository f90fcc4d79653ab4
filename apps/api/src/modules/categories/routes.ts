import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

// Routes of this module arrive with its issue.
const routes: FastifyPluginAsyncZod = async () => {};
export default routes;
