import {
  UPDATE_PHOTO_FIELDS,
  UPDATE_PHOTOS_MAX,
  UPDATES_PAGE_SIZE,
  ZDeleteUpdateRequest,
  ZEditUpdateRequest,
  ZEditUpdateResponse,
  ZErrorResponse,
  ZIdParams,
  ZMessageResponse,
  ZPostUpdateFields,
  ZPostUpdateResponse,
  ZUpdates,
  ZUpdatesQuery,
} from '@tabang/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { badRequest } from '../../errors';
import { t } from '../../i18n';
import { prepareImage } from '../../lib/images';
import { nextLink } from '../../lib/paging';
import { currentUser } from '../../plugins/auth';
import { perMinute } from '../../plugins/request-limits';
import { IMAGE_DESCRIPTION, parseFormFields, readMultipart, sendImage } from '../images/http';
import { assertCanManageOrganization } from '../permissions/service';
import { deleteUpdate, editUpdate, listUpdates, postUpdate, visibleUpdatePhoto } from './service';

const refusals = {
  400: ZErrorResponse,
  401: ZErrorResponse,
  403: ZErrorResponse,
  404: ZErrorResponse,
};

const POSTER = "The charity's representative or an admin (401 signed out, 403 anyone else).";

// Updates from charities: public lists on the charity's and the event's pages, their photos, and the poster's
// writes. The lists are the same for everyone, kept in the public cache until an update of theirs changes.
const routes: FastifyPluginAsyncZod = async (app) => {
  const list = (of: 'charity' | 'event') =>
    ({
      config: { publicRead: { shows: of } },
      schema: {
        summary: of === 'charity' ? "List a charity's updates" : "List an event's updates",
        description:
          `Newest first, ${UPDATES_PAGE_SIZE} a page without \`limit\` (1–100); while more follow, the next ` +
          "page's URL is in the `Link` header. " +
          (of === 'charity'
            ? "The charity's own updates and its events' (each naming its event, while the public may see it). " +
              '404 for an unknown or suspended charity.'
            : '404 for an event the public cannot see.'),
        tags: ['updates'],
        params: ZIdParams,
        querystring: ZUpdatesQuery,
        response: { 200: ZUpdates, 400: ZErrorResponse, 404: ZErrorResponse },
      },
    }) as const;

  app.get('/get/organizations/:id/updates', list('charity'), async (request, reply) => {
    const limit = request.query.limit ?? UPDATES_PAGE_SIZE;
    const { id } = request.params;
    const page = await listUpdates(app.db, { organizationId: id }, { ...request.query, limit });
    if (page.next)
      reply.header('link', nextLink(`/api/get/organizations/${id}/updates`, { limit }, page.next));
    return page.items;
  });

  app.get('/get/events/:id/updates', list('event'), async (request, reply) => {
    const limit = request.query.limit ?? UPDATES_PAGE_SIZE;
    const { id } = request.params;
    const page = await listUpdates(app.db, { eventId: id }, { ...request.query, limit });
    if (page.next) reply.header('link', nextLink(`/api/get/events/${id}/updates`, { limit }, page.next));
    return page.items;
  });

  app.get(
    '/get/updates/photos/:id',
    {
      schema: {
        summary: "Get an update's photo",
        description: `${IMAGE_DESCRIPTION} 404 unless it is a photo of an update the public may see.`,
        tags: ['images'],
        params: ZIdParams,
      },
    },
    async (request, reply) =>
      sendImage(app.db, app.blobs, await visibleUpdatePhoto(app.db, request.params.id), request, reply),
  );

  app.post(
    '/post/updates',
    {
      preHandler: app.requireUser,
      config: perMinute(app, app.config.limits.uploadsPerAccount),
      schema: {
        summary: 'Post an update',
        description:
          `${POSTER} Multipart: \`organizationID\`, optional \`eventID\` (one of its events), \`body\` and up to ` +
          `${UPDATE_PHOTOS_MAX} photos (\`photo1\`…\`photo${UPDATE_PHOTOS_MAX}\`, as charity pictures); photos ` +
          'need `photoConsent` ticked (400 otherwise). The supporters of the charity or event are emailed.',
        tags: ['updates'],
        response: {
          201: ZPostUpdateResponse,
          ...refusals,
          413: ZErrorResponse,
          415: ZErrorResponse,
          429: ZErrorResponse,
          503: ZErrorResponse,
        },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const { fields, files } = await readMultipart(request, UPDATE_PHOTO_FIELDS);
      // The fields, the consent and the permission are checked before any photo is decoded.
      const values = parseFormFields(ZPostUpdateFields, fields);
      const photos = UPDATE_PHOTO_FIELDS.flatMap((field) => (files[field] ? [files[field]] : []));
      if (photos.length > 0 && !values.photoConsent) throw badRequest(t('updates.consentRequired'));
      await assertCanManageOrganization(app.db, user, values.organizationID);
      // All the photos are one turn in the queue: a request is refused whole or decoded whole.
      const prepared = await app.imageQueue.run(async () => {
        const out = [];
        for (const photo of photos) out.push(await prepareImage(photo));
        return out;
      });
      const update = await postUpdate(app, user, values, prepared);
      return reply.status(201).send({ message: t('updates.posted'), update });
    },
  );

  app.post(
    '/post/updates/update',
    {
      preValidation: app.requireUser,
      schema: {
        summary: "Edit an update's text",
        description: `${POSTER} Its photos stay; it shows as edited. Nobody is emailed again.`,
        tags: ['updates'],
        body: ZEditUpdateRequest,
        response: { 200: ZEditUpdateResponse, ...refusals },
      },
    },
    async (request) => ({
      message: t('updates.saved'),
      update: await editUpdate(app.db, currentUser(request), request.body),
    }),
  );

  app.post(
    '/post/updates/delete',
    {
      preValidation: app.requireUser,
      schema: {
        summary: 'Delete an update',
        description: `${POSTER} Its photos go with it; its emails not sent yet are not sent.`,
        tags: ['updates'],
        body: ZDeleteUpdateRequest,
        response: { 200: ZMessageResponse, ...refusals },
      },
    },
    async (request) => {
      await deleteUpdate(app.db, app.blobs, currentUser(request), request.body.updateID);
      return { message: t('updates.deleted') };
    },
  );
};

export default routes;
