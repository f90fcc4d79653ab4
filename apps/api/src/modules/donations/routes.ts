import {
  ZCreateDonationRequest,
  ZCreateDonationResponse,
  ZDonationListItem,
  ZDonationStatusRequest,
  ZDonationStatusResponse,
  ZErrorResponse,
} from '@tabang/shared';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { gatewayFor } from '../../payments/provider';
import { currentUser } from '../../plugins/auth';
import {
  createDonation,
  donationStatus,
  findDonationForUser,
  GatewayUnavailableError,
  listOwnCompletedDonations,
  type PaymentDeps,
} from './service';

export const paymentDeps = (app: FastifyInstance): PaymentDeps => ({
  db: app.db,
  gateway: gatewayFor(app.config),
  publicUrl: app.config.publicUrl,
  log: app.log,
});

const routes: FastifyPluginAsyncZod = async (app) => {
  const deps = paymentDeps(app);

  app.post(
    '/post/donation/create',
    {
      preHandler: app.requireUser,
      schema: {
        body: ZCreateDonationRequest,
        response: { 200: ZCreateDonationResponse, 502: ZErrorResponse },
      },
    },
    async (request, reply) => {
      try {
        const { reqId, checkoutUrl } = await createDonation(deps, currentUser(request).userID, request.body);
        return { req_id: reqId, payment_url: checkoutUrl, checkout_url: checkoutUrl };
      } catch (error) {
        // The app's error handler masks every 5xx; a gateway failure deserves its own clear 502.
        if (error instanceof GatewayUnavailableError)
          return reply.status(502).send({ message: error.message });
        throw error;
      }
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
