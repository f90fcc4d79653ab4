import { ZCategory, ZIdParams } from '@tabang/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { getOrganizationCategories } from '../charities/service';
import { listCategories, listEventCategories } from './service';

const routes: FastifyPluginAsyncZod = async (app) => {
  const list = { 200: z.array(ZCategory) };

  app.get('/get/categories/all', { config: { publicRead: true }, schema: { response: list } }, async () =>
    listCategories(app.db),
  );

  app.get(
    '/get/categories/event/:id',
    { config: { publicRead: true }, schema: { params: ZIdParams, response: list } },
    async (request) => listEventCategories(app.db, request.params.id),
  );

  app.get(
    '/get/categories/organization/:id',
    { config: { publicRead: true }, schema: { params: ZIdParams, response: list } },
    async (request) => getOrganizationCategories(app.db, request.params.id),
  );
};
export default routes;
