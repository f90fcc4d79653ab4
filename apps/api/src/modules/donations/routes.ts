import {
  ZCreateDonationRequest,
  ZCreateDonationResponse,
  ZDonationStatusRequest,
  ZDonationStatusResponse,
  ZErrorResponse,
  ZPaymentResultRequest,
  ZPaymentResultResponse,
} from '@tabang/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../plugins/auth';
import { perMinute } from '../../plugins/request-limits';
import { createDonation } from './create';
import { findDonationForUser } from './queries';
import recentRoutes from './recent-routes';
import { donationStatus, paymentResult } from './reconcile';
import webhookRoutes from './webhook-routes';

/** Result checks a client may make a minute: the page polls every 3 s (20), so this leaves room for reloads. */
const RESULT_CHECKS_PER_MINUTE = 60;

const routes: FastifyPluginAsyncZod = async (app) => {
  const deps = app.payments;
  await app.register(webhookRoutes);
  await app.register(recentRoutes);

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

  // No session needed: the req_id is the capability (the gateway may return the donor to another browser).
  app.get(
    '/get/donation/result',
    {
      config: perMinute(app, RESULT_CHECKS_PER_MINUTE),
      schema: { querystring: ZPaymentResultRequest, response: { 200: ZPaymentResultResponse } },
    },
    async (request, reply) => {
      // Only for the holder of this req_id, and it changes while pending: no cache may keep it.
      reply.header('cache-control', 'no-store');
      return paymentResult(deps, request.query.req_id);
    },
  );
};
export default routes;
