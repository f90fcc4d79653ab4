import { ZCategory, ZIdParams } from '@tabang/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { getOrganizationCategories } from '../charities/service';
import { listCategories, listEventCategories } from './service';

const routes: FastifyPluginAsyncZod = async (app) => {
  const list = { 200: z.array(ZCategory) };

  app.get(
    '/get/categories/all',
    {
      config: { publicRead: { shows: 'categories' } },
      schema: {
        summary: 'List every category',
        description: 'By name.',
        tags: ['categories'],
        response: list,
      },
    },
    async () => listCategories(app.db),
  );

  app.get(
    '/get/categories/event/:id',
    {
      config: { publicRead: { shows: 'event' } },
      schema: {
        summary: "List an event's categories",
        description: 'By name. 404 for an event the public cannot see.',
        tags: ['categories'],
        params: ZIdParams,
        response: list,
      },
    },
    async (request) => listEventCategories(app.db, request.params.id),
  );

  app.get(
    '/get/categories/organization/:id',
    {
      config: { publicRead: { shows: 'charity' } },
      schema: {
        summary: "List a charity's categories",
        description: 'By name. 404 for an unknown or suspended charity.',
        tags: ['categories'],
        params: ZIdParams,
        response: list,
      },
    },
    async (request) => getOrganizationCategories(app.db, request.params.id),
  );
};
export default routes;
