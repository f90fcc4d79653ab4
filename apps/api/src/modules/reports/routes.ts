import {
  ORGANIZATION_GIFTS_PAGE_SIZE,
  REPORT_DAYS,
  REPORT_MONTHS,
  ZErrorResponse,
  ZIdParams,
  ZOrganizationGift,
  ZOrganizationGiftsQuery,
  ZOrganizationStats,
} from '@tabang/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { nextLink } from '../../lib/paging';
import { currentUser } from '../../plugins/auth';
import { assertCanManageEvent, assertCanManageOrganization } from '../permissions/service';
import { attachment, CSV_TYPE, csvStream } from './csv';
import { listOrganizationGifts } from './gifts';
import {
  csvFileName,
  donationCsvRows,
  donationsCsvHeader,
  organizationStats,
  rosterCsvHeader,
  rosterCsvRows,
} from './service';

/**
 * Reports for a charity's representative (or an admin): donation stats and the CSV exports. The CSV files stream
 * (no response schema: the answer is a file); the private-cache plugin makes every answer private, no-store.
 */
const routes: FastifyPluginAsyncZod = async (app) => {
  const refused = { 401: ZErrorResponse, 403: ZErrorResponse, 404: ZErrorResponse };

  app.get(
    '/get/dashboard/organizations/:id/stats',
    {
      preHandler: app.requireUser,
      schema: {
        summary: "Get a charity's statistics",
        description:
          "The charity's representative or an admin (403 otherwise). Completed donations per day for the " +
          `last ${REPORT_DAYS} days and per month for the last ${REPORT_MONTHS} months (Manila time), and ` +
          "each event's volunteers, check-ins and hours.",
        tags: ['reports'],
        params: ZIdParams,
        response: { 200: ZOrganizationStats, ...refused },
      },
    },
    async (request) => {
      const { id } = request.params;
      const charity = await assertCanManageOrganization(app.db, currentUser(request), id);
      return organizationStats(app.db, { id, ...charity });
    },
  );

  // The charity's gifts with their certificate links: who gave is the charity's to see, never the public's, so this
  // is no public read (the private-cache plugin makes it private, no-store).
  app.get(
    '/get/organizations/:id/donations',
    {
      preHandler: app.requireUser,
      schema: {
        summary: "List a charity's completed gifts, a page at a time",
        description:
          "The charity's representative or an admin (401 signed out, 403 otherwise, 404 for an unknown charity). " +
          `Completed gifts, newest first, ${ORGANIZATION_GIFTS_PAGE_SIZE} a page without \`limit\` (1–100); ` +
          "while more follow, the next page's URL is in the `Link` header. The donor is named as in the donations " +
          'CSV ("Anonymous", "Deleted user"); `certificateAvailable` once the donor has asked for the ' +
          "gift's certificate and it can still be made.",
        tags: ['reports'],
        params: ZIdParams,
        querystring: ZOrganizationGiftsQuery,
        response: { 200: z.array(ZOrganizationGift), 400: ZErrorResponse, ...refused },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      await assertCanManageOrganization(app.db, currentUser(request), id);
      const limit = request.query.limit ?? ORGANIZATION_GIFTS_PAGE_SIZE;
      const page = await listOrganizationGifts(app.db, id, { ...request.query, limit });
      if (page.next)
        reply.header('link', nextLink(`/api/get/organizations/${id}/donations`, { limit }, page.next));
      return page.items;
    },
  );

  app.get(
    '/get/dashboard/organizations/:id/donations.csv',
    {
      preHandler: app.requireUser,
      schema: {
        summary: "Download a charity's donations as CSV",
        description:
          "The charity's representative or an admin (403 otherwise). Every donation to it or its events, in" +
          ' any status, oldest first; streamed.',
        tags: ['reports'],
        params: ZIdParams,
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      await assertCanManageOrganization(app.db, currentUser(request), id);
      reply.header('content-disposition', attachment(csvFileName('donations', id)));
      return reply.type(CSV_TYPE).send(csvStream(donationsCsvHeader(), donationCsvRows(app.db, id)));
    },
  );

  app.get(
    '/get/dashboard/events/:id/roster.csv',
    {
      preHandler: app.requireUser,
      schema: {
        summary: "Download an event's roster as CSV",
        description:
          "The charity's representative or an admin (403 otherwise). Volunteers, then the waitlist, with " +
          'attendance and hours; the email and phone columns only when the roster may show contacts. ' +
          'Streamed.',
        tags: ['reports'],
        params: ZIdParams,
      },
    },
    async (request, reply) => {
      const event = await assertCanManageEvent(app.db, currentUser(request), request.params.id);
      reply.header('content-disposition', attachment(csvFileName('roster', event.id)));
      return reply.type(CSV_TYPE).send(csvStream(rosterCsvHeader(event), rosterCsvRows(app.db, event)));
    },
  );
};
export default routes;
