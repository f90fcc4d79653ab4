import {
  ZCreateDonationRequest,
  ZCreateDonationResponse,
  ZDonationListItem,
  ZDonationStatusRequest,
  ZDonationStatusResponse,
  ZErrorResponse,
} from '@tabang/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../plugins/auth';
import { createDonation, donationStatus, findDonationForUser, listOwnCompletedDonations } from './service';
import webhookRoutes from './webhook-routes';

const routes: FastifyPluginAsyncZod = async (app) => {
  const deps = app.payments;
  await app.register(webhookRoutes);

  app.post(
    '/post/donation/create',
    {
      preHandler: app.requireUser,
      schema: {
        body: ZCreateDonationRequest,
        response: { 200: ZCreateDonationResponse, 502: ZErrorResponse },
      },
    },
    async (request) => {
      const { reqId, checkoutUrl } = await createDonation(deps, currentUser(request).userID, request.body);
      return { req_id: reqId, payment_url: checkoutUrl, checkout_url: checkoutUrl };
    },
  );

  app.get(
    '/post/donation/success',
    {
      preHandler: app.requireUser,
      schema: { querystring: ZDonationStatusRequest, response: { 200: ZDonationStatusResponse } },
    },
    async (request) => {
      const donation = await findDonationForUser(app.db, request.query.req_id, currentUser(request));
      return { status: await donationStatus(deps, donation) };
    },
  );

  app.post(
    '/post/donation/success',
    {
      preHandler: app.requireUser,
      schema: { body: ZDonationStatusRequest, response: { 200: ZDonationStatusResponse } },
    },
    async (request) => {
      const donation = await findDonationForUser(app.db, request.body.req_id, currentUser(request));
      return { status: await donationStatus(deps, donation) };
    },
  );

  app.get(
    '/get/organizations/donations',
    { preHandler: app.requireUser, schema: { response: { 200: z.array(ZDonationListItem) } } },
    async (request) => listOwnCompletedDonations(app.db, currentUser(request).userID),
  );
};
export default routes;
