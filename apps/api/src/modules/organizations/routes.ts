import { ZDonatorCountResponse, ZEvent, ZIdParams, ZOrganization } from '@tabang/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { listEvents } from '../events/service';
import { sendImage } from '../images/service';
import {
  assertOrganizationVisible,
  countDonors,
  getOrganization,
  getOrganizationImageIds,
  listOrganizations,
} from './service';

// The public charity calls of spec section 7. Volunteer lists and counts belong to the engagement module.
const routes: FastifyPluginAsyncZod = async (app) => {
  const id = { params: ZIdParams };

  app.get('/get/organizations', { schema: { response: { 200: z.array(ZOrganization) } } }, async () =>
    listOrganizations(app.db),
  );

  // The spec's client reads the first item of a list.
  app.get(
    '/get/organizationsByID/:id',
    { schema: { ...id, response: { 200: z.array(ZOrganization) } } },
    async (request) => [await getOrganization(app.db, request.params.id)],
  );

  const eventsOf = (when: 'upcoming' | 'past' | 'all') => async (request: { params: { id: number } }) => {
    await assertOrganizationVisible(app.db, request.params.id);
    return listEvents(app.db, { organizationId: request.params.id, when });
  };
  const eventList = { schema: { ...id, response: { 200: z.array(ZEvent) } } };
  app.get('/get/organizations/events/:id', eventList, eventsOf('all'));
  app.get('/get/organizations/events/upcoming/:id', eventList, eventsOf('upcoming'));
  app.get('/get/organizations/events/past/:id', eventList, eventsOf('past'));

  app.get('/get/organizations/image/:id', { schema: id }, async (request, reply) => {
    const ids = await getOrganizationImageIds(app.db, request.params.id);
    return sendImage(app.db, app.blobs, ids.feature, request, reply);
  });
  app.get('/get/organizations/logo/:id', { schema: id }, async (request, reply) => {
    const ids = await getOrganizationImageIds(app.db, request.params.id);
    return sendImage(app.db, app.blobs, ids.logo, request, reply);
  });

  app.get(
    '/get/organizations/donations/count/:id',
    { schema: { ...id, response: { 200: ZDonatorCountResponse } } },
    async (request) => [{ DonatorCount: await countDonors(app.db, request.params.id) }],
  );
};
export default routes;
