import {
  EVENT_FIELD_LABELS,
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
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { badRequest } from '../../errors';
import { t } from '../../i18n';
import { prepareImage } from '../../lib/images';
import { nextLink } from '../../lib/paging';
import { currentUser } from '../../plugins/auth';
import { perMinute } from '../../plugins/request-limits';
import { parseFormFields, readMultipart, sendImage } from '../images/http';
import { assertCanManageEvent } from '../permissions/service';
import { addEvent, assertCanAddEvent, getEvent, getEventImageId, listEvents } from './service';
import { cancelEvent, getEventForEditing, updateEvent } from './update';

const IMAGE_FIELDS = ['eventImage'] as const;

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
      config: { publicRead: 'events-end' },
      schema: { querystring: ZEventListQuery, response: { 200: z.array(ZEvent), 400: ZErrorResponse } },
    },
    async (request, reply) => {
      const page = await listEvents(app.db, { when: 'upcoming', ...request.query });
      if (page.next)
        reply.header('link', nextLink(request.routeOptions.url ?? request.url, request.query, page.next));
      return page.items;
    },
  );

  // The web client reads the first item of a list.
  app.get(
    '/get/events/:id',
    { config: { publicRead: true }, schema: { params: ZIdParams, response: { 200: z.array(ZEvent) } } },
    async (request) => [await getEvent(app.db, request.params.id)],
  );

  app.get('/get/events/image/:id', { schema: { params: ZIdParams } }, async (request, reply) =>
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
      if (!files.eventImage)
        throw badRequest(t('events.fieldRequired', { field: EVENT_FIELD_LABELS.eventImage }));
      const { eventsPerDay } = app.config.limits;
      await assertCanAddEvent(app.db, user, values.organizationID, eventsPerDay);
      const eventImage = files.eventImage;
      const poster = await app.imageQueue.run(() => prepareImage(eventImage));
      const eventID = await addEvent(app.db, app.blobs, user, values, poster, eventsPerDay);
      return reply.status(201).send({ message: t('events.added'), eventID });
    },
  );

  // Editing and cancelling: the event's charity's representative or an admin only. The current values for the edit
  // form, private fields included.
  app.get(
    '/get/dashboard/events/:id',
    { preHandler: app.requireUser, schema: { params: ZIdParams, response: { 200: ZEventForEditing } } },
    async (request) => getEventForEditing(app.db, currentUser(request), request.params.id),
  );

  // Multipart: eventID plus the add-event fields that change, volunteerCapacity, and an eventImage that replaces the poster.
  app.post(
    '/post/event/update',
    {
      preHandler: app.requireUser,
      config: perMinute(app, app.config.limits.uploadsPerAccount),
      schema: { response: { 200: ZEventUpdateResponse, ...refusals } },
    },
    async (request) => {
      const user = currentUser(request);
      const { fields, files } = await readMultipart(request, ['eventImage'] as const);
      const values = parseFormFields(ZUpdateEventFields, fields);
      await assertCanManageEvent(app.db, user, values.eventID);
      const bytes = files.eventImage;
      const poster = bytes ? await app.imageQueue.run(() => prepareImage(bytes)) : undefined;
      const event = await updateEvent(app.db, app.blobs, app, user, values, poster);
      return { message: t('editing.eventUpdated'), ...event };
    },
  );

  // Idempotent: cancelling a cancelled event answers 200 again and emails nobody.
  app.post(
    '/post/event/cancel',
    {
      preHandler: app.requireUser,
      schema: { body: ZCancelEventRequest, response: { 200: ZEventUpdateResponse, ...refusals } },
    },
    async (request) => {
      const { event, cancelledNow } = await cancelEvent(
        app.db,
        app.jobs,
        currentUser(request),
        request.body.eventID,
      );
      return {
        message: t(cancelledNow ? 'editing.eventCancelled' : 'editing.eventAlreadyCancelled'),
        ...event,
      };
    },
  );
};
export default routes;
