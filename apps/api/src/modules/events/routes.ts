import { ZEvent, ZIdParams } from '@tabang/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendImage } from '../images/service';
import { getEvent, getEventImageId, listEvents } from './service';

// The public event calls of spec section 7. Volunteer lists belong to the engagement module.
const routes: FastifyPluginAsyncZod = async (app) => {
  app.get('/get/events/all/upcoming', { schema: { response: { 200: z.array(ZEvent) } } }, async () =>
    listEvents(app.db, { when: 'upcoming' }),
  );

  // The spec's client reads the first item of a list.
  app.get(
    '/get/events/:id',
    { schema: { params: ZIdParams, response: { 200: z.array(ZEvent) } } },
    async (request) => [await getEvent(app.db, request.params.id)],
  );

  app.get('/get/events/image/:id', { schema: { params: ZIdParams } }, async (request, reply) =>
    sendImage(app.db, app.blobs, await getEventImageId(app.db, request.params.id), request, reply),
  );
};
export default routes;
