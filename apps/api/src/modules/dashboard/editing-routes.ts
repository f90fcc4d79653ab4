import {
  CHARITY_IMAGE_FIELDS,
  ZCancelEventRequest,
  ZCharityForEditing,
  ZCharityUpdateResponse,
  ZErrorResponse,
  ZEventForEditing,
  ZEventUpdateResponse,
  ZIdParams,
  ZUpdateCharityFields,
  ZUpdateEventFields,
} from '@tabang/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { t } from '../../i18n';
import { prepareImage } from '../../lib/images';
import { currentUser } from '../../plugins/auth';
import { perMinute } from '../../plugins/request-limits';
import { promotionEmail } from '../engagement/slots';
import { parseFormFields, readMultipart } from '../images/http';
import { assertCanManageEvent, assertCanManageOrganization } from '../permissions/service';
import {
  type CharityImageUpdates,
  cancelEvent,
  cancellationEmail,
  getCharityForEditing,
  getEventForEditing,
  updateCharity,
  updateEvent,
} from './editing';

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

// Editing a charity or an event and cancelling an event: the charity's representative or an admin only.
const routes: FastifyPluginAsyncZod = async (app) => {
  const uploads = perMinute(app, app.config.limits.uploadsPerAccount);

  // The current values for the edit forms, private fields included.
  app.get(
    '/get/dashboard/organizations/:id',
    { preHandler: app.requireUser, schema: { params: ZIdParams, response: { 200: ZCharityForEditing } } },
    async (request) => getCharityForEditing(app.db, currentUser(request), request.params.id),
  );
  app.get(
    '/get/dashboard/events/:id',
    { preHandler: app.requireUser, schema: { params: ZIdParams, response: { 200: ZEventForEditing } } },
    async (request) => getEventForEditing(app.db, currentUser(request), request.params.id),
  );

  // Multipart: organizationID plus the add-charity fields that change and the pictures that replace the current ones.
  app.post(
    '/post/organizations/update',
    {
      preHandler: app.requireUser,
      config: uploads,
      schema: { response: { 200: ZCharityUpdateResponse, ...refusals } },
    },
    async (request) => {
      const user = currentUser(request);
      const { fields, files } = await readMultipart(request, CHARITY_IMAGE_FIELDS);
      // Every text field and the permission are checked before any image is decoded.
      const values = parseFormFields(ZUpdateCharityFields, fields);
      await assertCanManageOrganization(app.db, user, values.organizationID);
      const pictures: CharityImageUpdates = await app.imageQueue.run(async () => {
        const prepared: CharityImageUpdates = {};
        for (const field of CHARITY_IMAGE_FIELDS) {
          const bytes = files[field];
          if (bytes) prepared[field] = await prepareImage(bytes);
        }
        return prepared;
      });
      const charity = await updateCharity(app.db, app.blobs, user, values, pictures);
      return { message: t('editing.charityUpdated'), ...charity };
    },
  );

  // Multipart: eventID plus the add-event fields that change, volunteerCapacity, and an eventImage that replaces the poster.
  app.post(
    '/post/event/update',
    {
      preHandler: app.requireUser,
      config: uploads,
      schema: { response: { 200: ZEventUpdateResponse, ...refusals } },
    },
    async (request) => {
      const user = currentUser(request);
      const { fields, files } = await readMultipart(request, ['eventImage'] as const);
      const values = parseFormFields(ZUpdateEventFields, fields);
      await assertCanManageEvent(app.db, user, values.eventID);
      const bytes = files.eventImage;
      const poster = bytes ? await app.imageQueue.run(() => prepareImage(bytes)) : undefined;
      const { event, promoted } = await updateEvent(app.db, app.blobs, user, values, poster);
      // After the commit and not awaited, as for a withdrawal: a failed email never fails the update.
      for (const person of promoted)
        app.mailer
          .send(promotionEmail(person, app.config.publicUrl))
          .catch((error: unknown) => request.log.error({ err: error }, 'waitlist promotion email failed'));
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
      const { event, cancelledNow, volunteers } = await cancelEvent(
        app.db,
        currentUser(request),
        request.body.eventID,
      );
      // After the commit and not awaited: a slow or failing mail server never fails the cancellation.
      for (const volunteer of volunteers)
        app.mailer
          .send(cancellationEmail(event, volunteer))
          .catch((error: unknown) => request.log.error({ err: error }, 'event cancellation email failed'));
      return {
        message: t(cancelledNow ? 'editing.eventCancelled' : 'editing.eventAlreadyCancelled'),
        ...event,
      };
    },
  );
};
export default routes;
