import {
  DISTRIBUTION_PHOTOS_MAX,
  OFFLINE_CASH_MAX,
  ZDistribution,
  ZDistributionFields,
  ZDistributions,
  ZDistributionsQuery,
  ZErrorResponse,
  ZEventReport,
  ZIdParams,
  ZOfflineGift,
  ZOfflineGifts,
  ZOfflineGiftsQuery,
  ZPublishReportRequest,
  ZPublishReportResponse,
  ZRecordOfflineGiftRequest,
  ZReportPdfQuery,
  ZVoidDistributionRequest,
  ZVoidOfflineGiftRequest,
} from '@tabang/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { badRequest } from '../../errors';
import { inLanguage, t } from '../../i18n';
import { prepareImage } from '../../lib/images';
import { nextLink } from '../../lib/paging';
import { currentUser } from '../../plugins/auth';
import { perMinute } from '../../plugins/request-limits';
import { IMAGE_DESCRIPTION, parseFormFields, readMultipart, sendImage } from '../images/http';
import { assertCanManageEvent } from '../permissions/service';
import { attachment, CSV_TYPE, csvStream } from '../reports/csv';
import { csvFileName } from '../reports/service';
import {
  assertCanRecordDistribution,
  listDistributions,
  publicPhotoImageId,
  recordDistribution,
  voidDistribution,
} from './distributions';
import { listOfflineGifts, recordOfflineGift, voidOfflineGift } from './offline-gifts';
import {
  distributionsCsvHeader,
  distributionsCsvRows,
  donorsCsvHeader,
  donorsCsvRows,
  eventReport,
  publishReport,
  reportPdfName,
} from './report';
import { renderReportPdf } from './report-pdf';

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

  // Multipart: the text fields of ZDistributionFields and up to DISTRIBUTION_PHOTOS_MAX `photos`.
  app.post(
    '/post/events/distributions',
    {
      preHandler: app.requireUser,
      config: perMinute(app, app.config.limits.uploadsPerAccount),
      schema: {
        summary: 'Record a distribution',
        description:
          `${WRITERS} Multipart: \`eventID\`, \`barangay\`, \`distributedOn\` (not in the future), \`households\`, ` +
          '`items` (a JSON array of `{ item, unit, quantity }` or, on a relief drive, `{ needID, quantity }`), ' +
          `\`amountSpent\`, \`note\`, up to ${DISTRIBUTION_PHOTOS_MAX} \`photos\` (checked and re-encoded as a ` +
          "charity's images are) and `photoConsent`, which must be `true` when a photo is sent (400).",
        tags: ['where-it-went'],
        response: {
          200: ZDistribution,
          ...refusals,
          413: ZErrorResponse,
          415: ZErrorResponse,
          429: ZErrorResponse,
          503: ZErrorResponse,
        },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const now = new Date(app.now());
      const { fields, many } = await readMultipart(request, [], {
        field: 'photos',
        max: DISTRIBUTION_PHOTOS_MAX,
        tooMany: () => badRequest(t('whereItWent.tooManyPhotos', { max: DISTRIBUTION_PHOTOS_MAX })),
      });
      const values = parseFormFields(ZDistributionFields, fields);
      // Every field and the permission are checked before any photo is decoded.
      await assertCanRecordDistribution(app.db, user, values, many.length, now);
      const photos = await app.imageQueue.run(() => Promise.all(many.map((bytes) => prepareImage(bytes))));
      return recordDistribution(app.db, app.blobs, user, values, photos, now);
    },
  );

  app.post(
    '/post/events/distributions/void',
    {
      preHandler: app.requireUser,
      schema: {
        summary: 'Void a distribution recorded by mistake',
        description:
          `${WRITERS} Kept with who voided it, when and \`reason\`, and shown in no report or public list; 409 ` +
          'when already voided.',
        tags: ['where-it-went'],
        body: ZVoidDistributionRequest,
        response: { 200: ZDistribution, ...refusals },
      },
    },
    async (request) => voidDistribution(app.db, currentUser(request), request.body),
  );

  app.get(
    '/get/events/:id/distributions',
    {
      config: { publicRead: { shows: 'event' } },
      schema: {
        summary: "List an event's distributions",
        description:
          'Public. Those not voided, newest first (by day). `limit` (1–100) makes it a page, with the next ' +
          "page's URL in the `Link` header. 404 for an event the public cannot see.",
        tags: ['where-it-went'],
        params: ZIdParams,
        querystring: ZDistributionsQuery,
        response: { 200: ZDistributions, 400: ZErrorResponse, 404: ZErrorResponse },
      },
    },
    async (request, reply) => {
      const { limit, cursor } = request.query;
      const page = await listDistributions(app.db, request.params.id, { limit, cursor });
      if (page.next) reply.header('link', nextLink(request.url.split('?')[0]!, { limit }, page.next));
      return page.items;
    },
  );

  app.get(
    '/get/events/distributions/photos/:id',
    {
      schema: {
        summary: 'Get a distribution photo',
        description: `${IMAGE_DESCRIPTION} 404 unless its distribution is not voided and its event is public.`,
        tags: ['images'],
        params: ZIdParams,
      },
    },
    async (request, reply) =>
      sendImage(app.db, app.blobs, await publicPhotoImageId(app.db, request.params.id), request, reply),
  );

  app.get(
    '/get/events/:id/report',
    {
      config: { publicRead: { shows: 'event' } },
      schema: {
        summary: "Get an event's report (where it went)",
        description:
          'Public. `money`: `online` (completed Tabang gifts), `offline` (cash recorded by the charity, not ' +
          "voided), `total`, `spent` (the distributions' amounts). `goods`: received (offline goods, and on a " +
          'relief drive what its desk received) and distributed, matched by item and unit (or need). The ' +
          'distributions not voided, oldest first. `donors`: named donors once each plus each anonymous gift. ' +
          'No donor names. 404 for an event the public cannot see.',
        tags: ['where-it-went'],
        params: ZIdParams,
        response: { 200: ZEventReport, 404: ZErrorResponse },
      },
    },
    async (request) => eventReport(app.db, request.params.id),
  );

  app.get(
    '/get/events/:id/report.pdf',
    {
      schema: {
        summary: "Download an event's report (PDF)",
        description:
          'Public. The report in `lang` (en, fil or ceb), else in the language of the `lang` cookie or ' +
          'Accept-Language, else English. Inline, `tabang-report-{id}.pdf`.',
        tags: ['where-it-went'],
        params: ZIdParams,
        querystring: ZReportPdfQuery,
      },
    },
    async (request, reply) => {
      const language = request.query.lang ?? request.language;
      const pdf = await inLanguage(language, async () =>
        renderReportPdf(await eventReport(app.db, request.params.id), new Date(app.now())),
      );
      return reply
        .type('application/pdf')
        .header('content-language', language)
        .header('content-disposition', `inline; filename="${reportPdfName(request.params.id)}"`)
        .send(pdf);
    },
  );

  // The regulator's files, downloaded as the reports' CSVs are (a file; no response schema).
  app.get(
    '/get/events/:id/donors.csv',
    {
      preHandler: app.requireUser,
      schema: {
        summary: "Download an event's donors as CSV",
        description:
          `${WRITERS} Date, name or "Anonymous" (an anonymous gift, a deleted account, an offline gift with no ` +
          'name), amount, channel (`online` or `offline`), receipt number (online gifts): completed Tabang gifts, ' +
          'then the cash recorded and not voided.',
        tags: ['where-it-went'],
        params: ZIdParams,
      },
    },
    async (request, reply) => {
      const event = await assertCanManageEvent(app.db, currentUser(request), request.params.id);
      reply.header('content-disposition', attachment(csvFileName('donors', event.id)));
      return reply.type(CSV_TYPE).send(csvStream(donorsCsvHeader(), donorsCsvRows(app.db, event.id)));
    },
  );

  app.get(
    '/get/events/:id/distributions.csv',
    {
      preHandler: app.requireUser,
      schema: {
        summary: "Download an event's distributions as CSV",
        description:
          `${WRITERS} One row per item of each distribution not voided, oldest first: date, barangay, ` +
          "households, item, unit, quantity, amount spent, note (households, amount and note on a distribution's " +
          'first row only).',
        tags: ['where-it-went'],
        params: ZIdParams,
      },
    },
    async (request, reply) => {
      const event = await assertCanManageEvent(app.db, currentUser(request), request.params.id);
      reply.header('content-disposition', attachment(csvFileName('distributions', event.id)));
      return reply
        .type(CSV_TYPE)
        .send(csvStream(distributionsCsvHeader(), distributionsCsvRows(app.db, event.id)));
    },
  );

  app.post(
    '/post/events/report/publish',
    {
      preHandler: app.requireUser,
      schema: {
        summary: "Publish an event's final report",
        description:
          `${WRITERS} Sets \`publishedAt\` (again: a new date) and emails, in each reader's language with a link ` +
          'to `/event/{id}/report`, everyone who completed a gift to the event or pledged to it, once: nobody ' +
          'already told, no deleted account.',
        tags: ['where-it-went'],
        body: ZPublishReportRequest,
        response: { 200: ZPublishReportResponse, ...refusals },
      },
    },
    async (request) =>
      publishReport(
        app.db,
        { jobs: app.jobs, publicUrl: app.config.publicUrl },
        currentUser(request),
        request.body.eventID,
        new Date(app.now()),
      ),
  );
};
export default routes;
