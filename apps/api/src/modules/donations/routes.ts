import {
  MY_DONATIONS_PAGE_SIZE,
  ZCreateDonationRequest,
  ZCreateDonationResponse,
  ZDonationListItem,
  ZDonationStatusRequest,
  ZDonationStatusResponse,
  ZErrorResponse,
  ZGivingSummary,
  ZMyDonation,
  ZMyDonationsQuery,
  ZPaymentResultRequest,
  ZPaymentResultResponse,
} from '@tabang/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { nextLink } from '../../lib/paging';
import { currentUser } from '../../plugins/auth';
import { perMinute } from '../../plugins/request-limits';
import { givingSummary, listMyDonations } from './my-donations';
import { receiptFilename } from './receipt';
import recentRoutes from './recent-routes';
import {
  createDonation,
  donationStatus,
  findDonationForUser,
  listOwnCompletedDonations,
  paymentResult,
  receiptForUser,
} from './service';
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

  // The donor's or an admin's; anyone else gets the 404 an unknown req_id gets. The private-cache plugin adds
  // `Cache-Control: private, no-store`, as for every signed-in answer.
  app.get(
    '/get/donations/:reqId/receipt.pdf',
    {
      preHandler: app.requireUser,
      schema: { params: z.object({ reqId: ZDonationStatusRequest.shape.req_id }) },
    },
    async (request, reply) => {
      const { number, pdf } = await receiptForUser(app.db, request.params.reqId, currentUser(request));
      return reply
        .type('application/pdf')
        .header('content-disposition', `inline; filename="${receiptFilename(number)}"`)
        .send(pdf);
    },
  );

  app.get(
    '/get/organizations/donations',
    { preHandler: app.requireUser, schema: { response: { 200: z.array(ZDonationListItem) } } },
    async (request) => listOwnCompletedDonations(app.db, currentUser(request).userID),
  );

  // My giving: the caller's own donations, a page at a time (MY_DONATIONS_PAGE_SIZE without a limit). The Link
  // repeats the page size, so every page is as long as the first. Private, like every signed-in answer.
  app.get(
    '/get/my/donations',
    {
      preHandler: app.requireUser,
      schema: {
        querystring: ZMyDonationsQuery,
        response: { 200: z.array(ZMyDonation), 400: ZErrorResponse },
      },
    },
    async (request, reply) => {
      const limit = request.query.limit ?? MY_DONATIONS_PAGE_SIZE;
      const page = await listMyDonations(app.db, currentUser(request).userID, { ...request.query, limit });
      if (page.next)
        reply.header('link', nextLink(request.routeOptions.url ?? request.url, { limit }, page.next));
      return page.items;
    },
  );

  app.get(
    '/get/my/donations/summary',
    { preHandler: app.requireUser, schema: { response: { 200: ZGivingSummary } } },
    async (request) => givingSummary(app.db, currentUser(request).userID),
  );
};
export default routes;
