import {
  CHARITY_IMAGE_FIELDS,
  ZAddCharityFields,
  ZAddCharityResponse,
  ZCharityForEditing,
  ZCharityListQuery,
  ZCharityUpdateResponse,
  ZDonatorCountResponse,
  ZErrorResponse,
  ZEvent,
  ZIdParams,
  ZOrganization,
  ZTopCharities,
  ZUpdateCharityFields,
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
import { permitsChangeAt } from '../events/permits';
import { listEvents } from '../events/service';
import { IMAGE_DESCRIPTION, parseFormFields, readMultipart, sendImage } from '../images/http';
import { assertCanManageOrganization } from '../permissions/service';
import {
  addCharity,
  assertCanAddCharity,
  assertOrganizationVisible,
  type CharityImages,
  countDonors,
  getOrganization,
  getOrganizationImageIds,
  listOrganizations,
  listTopCharities,
} from './service';
import { type CharityImageUpdates, getCharityForEditing, updateCharity } from './update';

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

// Every verb of a charity: the public reads, adding one and editing it. Admin review is in modules/admin;
// volunteer lists and counts are in modules/volunteering.
const routes: FastifyPluginAsyncZod = async (app) => {
  const id = { params: ZIdParams };

  // Every visible charity, or one page of them (limit, cursor) with a Link to the next; q searches, category filters.
  app.get(
    '/get/organizations',
    {
      config: { publicRead: { shows: 'charities' } },
      schema: {
        summary: 'List charities, a page at a time',
        description:
          'Every charity that is not suspended (unverified ones carry `verified: false`), by id. `limit` ' +
          "(1–100) makes it a page, with the next page's URL in the `Link` header (none on the last page); " +
          "without it, every match. `q` searches the name and description, `category` keeps one category's " +
          'charities.',
        tags: ['charities'],
        querystring: ZCharityListQuery,
        response: { 200: z.array(ZOrganization), 400: ZErrorResponse },
      },
    },
    async (request, reply) => {
      const page = await listOrganizations(app.db, request.query);
      if (page.next)
        reply.header('link', nextLink(request.routeOptions.url ?? request.url, request.query, page.next));
      return page.items;
    },
  );

  // The web client reads the first item of a list.
  // The dashboard's top charities, without downloading every charity.
  app.get(
    '/get/organizations/top',
    {
      config: { publicRead: { shows: 'charities' } },
      schema: {
        summary: 'List the 3 charities that collected the most',
        description: 'Charities not suspended, most collected first; equal totals by id.',
        tags: ['charities'],
        response: { 200: ZTopCharities },
      },
    },
    async () => listTopCharities(app.db),
  );
  app.get(
    '/get/organizationsByID/:id',
    {
      config: { publicRead: { shows: 'charity' } },
      schema: {
        summary: 'Get one charity',
        description:
          'A list of one (the web client reads the first item). 404 for an unknown or suspended charity.',
        tags: ['charities'],
        ...id,
        response: { 200: z.array(ZOrganization) },
      },
    },
    async (request) => [await getOrganization(app.db, request.params.id)],
  );

  const eventsOf =
    (when: 'upcoming' | 'past' | 'all') => async (request: FastifyRequest<{ Params: { id: number } }>) => {
      await assertOrganizationVisible(app.db, request.params.id);
      const now = new Date(app.now());
      const { items } = await listEvents(app.db, { organizationId: request.params.id, when, now });
      // Their permits' validity changes at a Philippine midnight, with no write to tell the cache.
      const permitsChange = permitsChangeAt(
        items.map((event) => event.permit),
        now,
      );
      if (permitsChange) keepPublicReadUntil(request, permitsChange);
      return items;
    };
  const eventList = (summary: string, description: string) => ({
    schema: { summary, description, tags: ['charities'], ...id, response: { 200: z.array(ZEvent) } },
  });
  app.get(
    '/get/organizations/events/:id',
    {
      ...eventList(
        "List a charity's events",
        'Its published events that were not cancelled, by start. 404 for an unknown or suspended charity.',
      ),
      config: { publicRead: { shows: 'charity' } },
    },
    eventsOf('all'),
  );
  app.get(
    '/get/organizations/events/upcoming/:id',
    {
      ...eventList(
        "List a charity's upcoming events",
        'Its published events that were not cancelled and have not ended (the end, or the start when there is ' +
          'none, is ahead), soonest first. 404 for an unknown or suspended charity.',
      ),
      config: { publicRead: { shows: 'charity', until: 'events-end' } },
    },
    eventsOf('upcoming'),
  );
  app.get(
    '/get/organizations/events/past/:id',
    {
      ...eventList(
        "List a charity's past events",
        'Its published events that have ended and were not cancelled, latest first. 404 for an unknown or ' +
          'suspended charity.',
      ),
      config: { publicRead: { shows: 'charity', until: 'one-second' } },
    },
    eventsOf('past'),
  );

  const picture = (summary: string) => ({
    schema: {
      summary,
      description: `${IMAGE_DESCRIPTION} 404 when the charity is unknown or suspended, or has no such picture.`,
      tags: ['images'],
      ...id,
    },
  });
  const featuredPicture = picture("Get a charity's featured picture");
  const logo = picture("Get a charity's logo");
  app.get('/get/organizations/image/:id', featuredPicture, async (request, reply) => {
    const ids = await getOrganizationImageIds(app.db, request.params.id);
    return sendImage(app.db, app.blobs, ids.feature, request, reply);
  });
  app.get('/get/organizations/logo/:id', logo, async (request, reply) => {
    const ids = await getOrganizationImageIds(app.db, request.params.id);
    return sendImage(app.db, app.blobs, ids.logo, request, reply);
  });

  app.get(
    '/get/organizations/donations/count/:id',
    {
      config: { publicRead: { shows: 'charity' } },
      schema: {
        summary: "Count a charity's donors",
        description:
          'How many different people completed a donation to the charity or its events, anonymous donors ' +
          'included.',
        tags: ['charities'],
        ...id,
        response: { 200: ZDonatorCountResponse },
      },
    },
    async (request) => [{ DonatorCount: await countDonors(app.db, request.params.id) }],
  );

  // Multipart: the text fields of ZAddCharityFields plus the logo and featured picture files.
  app.post(
    '/post/organizations/add',
    {
      preHandler: app.requireUser,
      config: perMinute(app, app.config.limits.uploadsPerAccount),
      schema: {
        summary: 'Add a charity',
        description:
          "Multipart: the charity's fields, `categories` (a JSON list of ids) and both pictures. The caller" +
          ' becomes its representative; it is listed at once, pending verification, and takes no donations ' +
          `until an admin verifies it. A member adds at most ${app.config.limits.charitiesPerDay} charities in ` +
          '24 hours (429; admins are exempt).',
        tags: ['charities'],
        response: {
          201: ZAddCharityResponse,
          400: ZErrorResponse,
          413: ZErrorResponse,
          415: ZErrorResponse,
          429: ZErrorResponse,
          503: ZErrorResponse,
        },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const { fields, files } = await readMultipart(request, CHARITY_IMAGE_FIELDS);
      // Every text field is checked before any image is decoded.
      const values = parseFormFields(ZAddCharityFields, fields);
      for (const field of CHARITY_IMAGE_FIELDS)
        if (!files[field]) throw badRequest(t(`dashboard.charityFieldErrors.${field}.required`));
      const { charitiesPerDay } = app.config.limits;
      await assertCanAddCharity(app.db, user, charitiesPerDay);
      // Both images are one turn in the queue: a request is either refused whole or decoded whole.
      const images: CharityImages = await app.imageQueue.run(async () => ({
        organizationProfilePicture: await prepareImage(files.organizationProfilePicture!),
        organizationFeaturedPicture: await prepareImage(files.organizationFeaturedPicture!),
      }));
      const organizationID = await addCharity(app.db, app.blobs, user, values, images, charitiesPerDay);
      return reply.status(201).send({ message: t('charities.added'), organizationID });
    },
  );

  // Editing: the charity's representative or an admin only. The current values for the edit form, private fields
  // included.
  app.get(
    '/get/dashboard/organizations/:id',
    {
      preHandler: app.requireUser,
      schema: {
        summary: "Get a charity's current values for its edit form",
        description:
          "The charity's representative or an admin (403 otherwise): the charity as the public sees it plus" +
          ' `representativeContactNumber` and `registrationDetails`. A suspended charity stays theirs to ' +
          'manage.',
        tags: ['charities'],
        params: ZIdParams,
        response: { 200: ZCharityForEditing },
      },
    },
    async (request) => getCharityForEditing(app.db, currentUser(request), request.params.id),
  );

  // Multipart: organizationID plus the add-charity fields that change and the pictures that replace the current ones.
  app.post(
    '/post/organizations/update',
    {
      preHandler: app.requireUser,
      config: perMinute(app, app.config.limits.uploadsPerAccount),
      schema: {
        summary: 'Edit a charity',
        description:
          "The charity's representative or an admin. Multipart: `organizationID` and the fields that " +
          'change; a picture file replaces the current one. Changing who a verified charity is (its name, ' +
          'contacts, links, logo, representative name or registration details) sends it back to ' +
          'verification: donations pause until an admin verifies it again, and `message` says so.',
        tags: ['charities'],
        response: { 200: ZCharityUpdateResponse, ...refusals },
      },
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
      const { charity, backToVerification } = await updateCharity(app.db, app.blobs, user, values, pictures);
      const message = backToVerification
        ? t('editing.charityBackToVerification')
        : t('editing.charityUpdated');
      return { message, ...charity };
    },
  );
};
export default routes;
