import {
  CANCEL_REASON_MAX,
  type Event,
  nextManilaMidnight,
  ZAddEventFields,
  ZAddEventResponse,
  ZCancelEventRequest,
  ZErrorResponse,
  ZEvent,
  ZEventForEditing,
  ZEventListQuery,
  ZEventUpdateResponse,
  ZIdParams,
  ZUpdateEventFields,
} from '@tabang/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { badRequest } from '../../errors';
import { t } from '../../i18n';
import { prepareImage } from '../../lib/images';
import { nextLink } from '../../lib/paging';
import { currentUser } from '../../plugins/auth';
import { keepPublicReadUntil } from '../../plugins/public-cache';
import { perMinute } from '../../plugins/request-limits';
import { IMAGE_DESCRIPTION, parseFormFields, readMultipart, sendImage } from '../images/http';
import { assertCanManageEvent } from '../permissions/service';
import { permitsChangeAt } from './permits';
import { addEvent, assertCanAddEvent, getEvent, getEventImageId, listEvents } from './service';
import { cancelEvent, getEventForEditing, getPermitScanImageId, updateEvent } from './update';

/** The poster, and the photo or scan of the solicitation permit. */
const IMAGE_FIELDS = ['eventImage', 'permitScan'] as const;

/** A public answer with permits is kept only until the first of them becomes valid or lapses (no write says so). */
function keepWhilePermitsHold(request: FastifyRequest, items: Event[], now: Date) {
  const at = permitsChangeAt(
    items.map((event) => event.permit),
    now,
  );
  if (at) keepPublicReadUntil(request, at);
}

/** What an editing call may refuse with. */
const refusals = {
  400: ZErrorResponse,
  401: ZErrorResponse,
  403: ZErrorResponse,
  404: ZErrorResponse,
  409: ZErrorResponse,
  413: ZErrorResponse,
  415: ZErrorResponse,
  429: ZErrorResponse,
  503: ZErrorResponse,
};

// Every verb of an event: the public reads, adding, editing and cancelling one. Volunteer lists are in
// modules/volunteering.
const routes: FastifyPluginAsyncZod = async (app) => {
  // Every upcoming event, or one page of them (limit, cursor) with a Link to the next; q searches.
  app.get(
    '/get/events/all/upcoming',
    {
      config: { publicRead: { shows: 'events', until: 'events-end' } },
      schema: {
        summary: 'List upcoming events, a page at a time',
        description:
          'Published events that were not cancelled and have not ended, of charities not suspended, soonest' +
          " first (start, then id). `limit` (1–100) makes it a page, with the next page's URL in the `Link`" +
          ' header (none on the last page); without it, every match. `q` searches the name, description and' +
          ' location; `date` (today, weekend, month: Philippine time) keeps events under way at some moment of' +
          ' that span; `category` keeps events in that category or of a charity in it; `openSlots=1` keeps' +
          ' events with no slot limit or a free slot. The cursor is only valid with the same filters.',
        tags: ['events'],
        querystring: ZEventListQuery,
        response: { 200: z.array(ZEvent), 400: ZErrorResponse },
      },
    },
    async (request, reply) => {
      const now = new Date(app.now());
      const page = await listEvents(app.db, { when: 'upcoming', ...request.query, now });
      // "Today" and the rest move at Philippine midnight, with no write to tell the cache.
      if (request.query.date) keepPublicReadUntil(request, nextManilaMidnight(now));
      keepWhilePermitsHold(request, page.items, now);
      if (page.next)
        reply.header('link', nextLink(request.routeOptions.url ?? request.url, request.query, page.next));
      return page.items;
    },
  );

  // The web client reads the first item of a list.
  app.get(
    '/get/events/:id',
    {
      config: { publicRead: { shows: 'event' } },
      schema: {
        summary: 'Get one event',
        description:
          'A list of one (the web client reads the first item). A cancelled event is still answered, with ' +
          '`cancelledAt`; 404 for an unknown or unpublished event or one of a suspended charity.',
        tags: ['events'],
        params: ZIdParams,
        response: { 200: z.array(ZEvent) },
      },
    },
    async (request) => {
      const now = new Date(app.now());
      const event = await getEvent(app.db, request.params.id, now);
      keepWhilePermitsHold(request, [event], now);
      return [event];
    },
  );

  const poster = {
    schema: {
      summary: "Get an event's poster",
      description: `${IMAGE_DESCRIPTION} 404 when the public cannot see the event, or it has no poster.`,
      tags: ['images'],
      params: ZIdParams,
    },
  };
  app.get('/get/events/image/:id', poster, async (request, reply) =>
    sendImage(app.db, app.blobs, await getEventImageId(app.db, request.params.id), request, reply),
  );

  // Multipart: the text fields of ZAddEventFields plus the eventImage file. Times without a zone (as an
  // <input type="datetime-local"> sends them) are Philippine time, UTC+8.
  app.post(
    '/post/event/add',
    {
      preHandler: app.requireUser,
      config: perMinute(app, app.config.limits.uploadsPerAccount),
      schema: {
        summary: 'Add an event to a charity',
        description:
          "The charity's representative or an admin (403 otherwise; 404 for an unknown or suspended " +
          "charity). Multipart: the event's fields and the `eventImage` poster. Times without a zone are " +
          'Philippine time (UTC+8); an end, when given, must be after the start and in the future. A goal needs ' +
          'a solicitation permit (`permitType` and its fields; a DSWD or LGU permit with its `permitScan` ' +
          'image) or an exemption with its reason (400). A member ' +
          `adds at most ${app.config.limits.eventsPerDay} events in 24 hours (429; admins are exempt).`,
        tags: ['events'],
        response: {
          201: ZAddEventResponse,
          400: ZErrorResponse,
          403: ZErrorResponse,
          404: ZErrorResponse,
          413: ZErrorResponse,
          415: ZErrorResponse,
          429: ZErrorResponse,
          503: ZErrorResponse,
        },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const { fields, files } = await readMultipart(request, IMAGE_FIELDS);
      const values = parseFormFields(ZAddEventFields, fields);
      if (!files.eventImage) throw badRequest(t('dashboard.eventFieldErrors.eventImage.required'));
      const { eventsPerDay } = app.config.limits;
      await assertCanAddEvent(app.db, user, values.organizationID, eventsPerDay);
      const { eventImage, permitScan } = files;
      // Both pictures are one turn in the queue, as a charity's two are.
      const [poster, scan] = await app.imageQueue.run(() =>
        Promise.all([prepareImage(eventImage), permitScan && prepareImage(permitScan)]),
      );
      const eventID = await addEvent(app.db, app.blobs, user, values, poster, eventsPerDay, scan);
      return reply.status(201).send({ message: t('events.added'), eventID });
    },
  );

  // Editing and cancelling: the event's charity's representative or an admin only. The current values for the edit
  // form, private fields included.
  app.get(
    '/get/dashboard/events/:id',
    {
      preHandler: app.requireUser,
      schema: {
        summary: "Get an event's current values for its edit form",
        description:
          "The event's charity's representative or an admin (403 otherwise): the event as the public sees " +
          "it, cancelled or not, plus `permitScan`, the path of its permit's scan (null when none).",
        tags: ['events'],
        params: ZIdParams,
        response: { 200: ZEventForEditing },
      },
    },
    async (request) => getEventForEditing(app.db, currentUser(request), request.params.id),
  );

  // The permit's scan is no public image: only those who may edit the event, and admins, open it.
  app.get(
    '/get/dashboard/events/:id/permit-scan',
    {
      preHandler: app.requireUser,
      schema: {
        summary: "Get an event's permit scan",
        description:
          "The event's charity's representative or an admin (403 otherwise). " +
          `${IMAGE_DESCRIPTION} \`Cache-Control: private, no-store\`; 404 when the event has no scan.`,
        tags: ['events'],
        params: ZIdParams,
        response: { 401: ZErrorResponse, 403: ZErrorResponse, 404: ZErrorResponse },
      },
      onSend: async (_request, reply, payload) => {
        reply.header('cache-control', 'private, no-store');
        return payload;
      },
    },
    async (request, reply) => {
      const scan = await getPermitScanImageId(app.db, currentUser(request), request.params.id);
      return sendImage(app.db, app.blobs, scan, request, reply);
    },
  );

  // Multipart: eventID plus the add-event fields that change, volunteerCapacity, and an eventImage that replaces the poster.
  app.post(
    '/post/event/update',
    {
      preHandler: app.requireUser,
      config: perMinute(app, app.config.limits.uploadsPerAccount),
      schema: {
        summary: 'Edit an event',
        description:
          "The charity's representative or an admin. Multipart: `eventID` and the fields that change; an " +
          '`eventImage` replaces the poster. A cancelled event cannot be edited (409). `volunteerCapacity` ' +
          'cannot go below the volunteers signed up (409); more slots move the first on the waitlist up, ' +
          'and they are emailed. A `permitType` replaces the permit whole, with the fields sent beside it (empty ' +
          'removes it); a `permitScan` replaces its scan; either awaits a new check. A goal given, or kept ' +
          'while the permit is removed, needs a permit (400).',
        tags: ['events'],
        response: { 200: ZEventUpdateResponse, ...refusals },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const { fields, files } = await readMultipart(request, IMAGE_FIELDS);
      const values = parseFormFields(ZUpdateEventFields, fields);
      await assertCanManageEvent(app.db, user, values.eventID);
      const { eventImage, permitScan } = files;
      const [poster, scan] =
        eventImage || permitScan
          ? await app.imageQueue.run(() =>
              Promise.all([eventImage && prepareImage(eventImage), permitScan && prepareImage(permitScan)]),
            )
          : [];
      const event = await updateEvent(app.db, app.blobs, app, user, values, poster, scan);
      return { message: t('editing.eventUpdated'), ...event };
    },
  );

  // Idempotent: cancelling a cancelled event answers 200 again and emails nobody.
  app.post(
    '/post/event/cancel',
    {
      preHandler: app.requireUser,
      schema: {
        summary: 'Cancel an event',
        description:
          "The charity's representative or an admin. The event leaves the public lists and takes no more " +
          'donations or sign-ups; everyone signed up, waitlist included, is emailed. An optional `reason` ' +
          `(at most ${CANCEL_REASON_MAX} characters) is shown on its page and in the emails. Cancelling again answers 200, ` +
          'keeps the first reason and emails nobody.',
        tags: ['events'],
        body: ZCancelEventRequest,
        response: { 200: ZEventUpdateResponse, ...refusals },
      },
    },
    async (request) => {
      const { event, cancelledNow } = await cancelEvent(
        app.db,
        app.jobs,
        currentUser(request),
        request.body.eventID,
        request.body.reason,
      );
      return {
        message: t(cancelledNow ? 'editing.eventCancelled' : 'editing.eventAlreadyCancelled'),
        ...event,
      };
    },
  );
};
export default routes;
