import {
  MY_DONATIONS_PAGE_SIZE,
  ZDonationListItem,
  ZDonationStatusRequest,
  ZErrorResponse,
  ZGivingSummary,
  ZMyDonation,
  ZMyDonationsQuery,
} from '@tabang/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { nextLink } from '../../lib/paging';
import { currentUser } from '../../plugins/auth';
import { givingSummary, listMyDonations, listOwnCompletedDonations } from './my-donations';
import { receiptFilename, receiptForUser } from './receipt';

// A member's own giving: their donations, their totals and their receipts. Private, like every signed-in answer.
const routes: FastifyPluginAsyncZod = async (app) => {
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
