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
import {
  DONATION_HISTORY_LIMIT,
  givingSummary,
  listMyDonations,
  listOwnCompletedDonations,
} from './my-donations';
import { receiptFilename, receiptForUser } from './receipt';

// A member's own giving: their donations, their totals and their receipts. Private, like every signed-in answer.
const routes: FastifyPluginAsyncZod = async (app) => {
  // The donor's or an admin's; anyone else gets the 404 an unknown req_id gets. The private-cache plugin adds
  // `Cache-Control: private, no-store`, as for every signed-in answer.
  app.get(
    '/get/donations/:reqId/receipt.pdf',
    {
      preHandler: app.requireUser,
      schema: {
        summary: "Download a donation's receipt (PDF)",
        description:
          'The donor or an admin (anyone else gets the 404 of an unknown `req_id`). 409 until the donation ' +
          'is completed.',
        tags: ['giving'],
        params: z.object({ reqId: ZDonationStatusRequest.shape.req_id }),
      },
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
    {
      preHandler: app.requireUser,
      schema: {
        summary: 'List my completed donations',
        description: `The caller's own, newest first, at most ${DONATION_HISTORY_LIMIT}.`,
        tags: ['giving'],
        response: { 200: z.array(ZDonationListItem) },
      },
    },
    async (request) => listOwnCompletedDonations(app.db, currentUser(request).userID),
  );

  // My giving: the caller's own donations, a page at a time (MY_DONATIONS_PAGE_SIZE without a limit). The Link
  // repeats the page size, so every page is as long as the first. Private, like every signed-in answer.
  app.get(
    '/get/my/donations',
    {
      preHandler: app.requireUser,
      schema: {
        summary: 'List my donations, a page at a time',
        description:
          `The caller's own, in every status, newest first: ${MY_DONATIONS_PAGE_SIZE} a page without \`limit\` ` +
          "(1–100); while more follow, the next page's URL is in the `Link` header. `checkoutUrl` is set " +
          'while a donation is pending and its checkout has not expired.',
        tags: ['giving'],
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
    {
      preHandler: app.requireUser,
      schema: {
        summary: 'Get my giving totals',
        description:
          'Completed donations only, in pesos: this calendar year in Philippine time, overall, and how ' +
          'many.',
        tags: ['giving'],
        response: { 200: ZGivingSummary },
      },
    },
    async (request) => givingSummary(app.db, currentUser(request).userID),
  );
};
export default routes;
