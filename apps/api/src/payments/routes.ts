import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

// Sandbox checkout pages and gateway webhooks arrive with the donations issue.
const routes: FastifyPluginAsyncZod = async () => {};
export default routes;
