import {
  OFFLINE_CASH_MAX,
  ZErrorResponse,
  ZIdParams,
  ZOfflineGift,
  ZOfflineGifts,
  ZOfflineGiftsQuery,
  ZRecordOfflineGiftRequest,
  ZVoidOfflineGiftRequest,
} from '@tabang/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { nextLink } from '../../lib/paging';
import { currentUser } from '../../plugins/auth';
import { listOfflineGifts, recordOfflineGift, voidOfflineGift } from './offline-gifts';

const refusals = {
  400: ZErrorResponse,
  401: ZErrorResponse,
  403: ZErrorResponse,
  404: ZErrorResponse,
  409: ZErrorResponse,
};

const WRITERS = "The charity's representative or an admin (401 signed out, 403 anyone else).";

// Where it went (issue 31; decision 026): gifts received outside Tabang, what was distributed, and an event's report.
// The writers' calls are private (never cached); the distributions and the report are public reads.
const routes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/post/offline-gifts',
    {
      preHandler: app.requireUser,
      schema: {
        summary: 'Record a gift received outside Tabang',
        description:
          `${WRITERS} Cash (\`amount\`, more than 0 and at most ₱${OFFLINE_CASH_MAX.toLocaleString('en-PH')}) ` +
          'or goods (`item`, `unit`, `quantity`), for the charity or one of its events (`eventID`; 404 unknown, ' +
          '400 for another charity’s). `receivedOn` may not be in the future (Philippine date). Goods for a relief ' +
          'drive are refused (400): its drop-off desk records them. `donorName` is shown only to the writers.',
        tags: ['where-it-went'],
        body: ZRecordOfflineGiftRequest,
        response: { 200: ZOfflineGift, ...refusals },
      },
    },
    async (request) => recordOfflineGift(app.db, currentUser(request), request.body, new Date(app.now())),
  );

  app.post(
    '/post/offline-gifts/void',
    {
      preHandler: app.requireUser,
      schema: {
        summary: 'Void a gift recorded by mistake',
        description:
          `${WRITERS} Kept with who voided it, when and \`reason\`, and counted nowhere from then on; 409 when ` +
          'already voided. Nothing is ever deleted.',
        tags: ['where-it-went'],
        body: ZVoidOfflineGiftRequest,
        response: { 200: ZOfflineGift, ...refusals },
      },
    },
    async (request) => voidOfflineGift(app.db, currentUser(request), request.body),
  );

  app.get(
    '/get/organizations/:id/offline-gifts',
    {
      preHandler: app.requireUser,
      schema: {
        summary: "List a charity's gifts received outside Tabang",
        description:
          `${WRITERS} Voided ones too, newest received first; only one event's with \`eventID\` (404 unknown, ` +
          "400 another charity's). `limit` (1–100) makes it a page, with the next page's URL in the `Link` header.",
        tags: ['where-it-went'],
        params: ZIdParams,
        querystring: ZOfflineGiftsQuery,
        response: { 200: ZOfflineGifts, ...refusals },
      },
    },
    async (request, reply) => {
      const { eventID, limit, cursor } = request.query;
      const page = await listOfflineGifts(app.db, currentUser(request), request.params.id, {
        eventId: eventID,
        limit,
        cursor,
      });
      // The path as asked (with its id); the list's own parameters are repeated, nothing else.
      if (page.next)
        reply.header('link', nextLink(request.url.split('?')[0]!, { limit, eventID }, page.next));
      return page.items;
    },
  );
};
export default routes;
