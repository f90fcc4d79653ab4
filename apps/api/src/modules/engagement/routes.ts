import {
  ZCharityEngagementRequest,
  ZEventEngagementRequest,
  ZIdParams,
  ZLikedCharityParams,
  ZLikedEventParams,
  ZLikedResponse,
  ZLikeResponse,
  ZVolunteer,
  ZVolunteerCountResponse,
  ZVolunteeredCharity,
  ZVolunteeredEvent,
  ZVolunteerResponse,
} from '@tabang/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { t } from '../../i18n';
import { currentUser } from '../../plugins/auth';
import {
  assertActingAsSelf,
  assertMayRead,
  countVolunteers,
  type Engagement,
  isEngaged,
  listVolunteeredCharities,
  listVolunteeredEvents,
  listVolunteers,
  setEngagement,
  type Target,
} from './service';
import { promotionEmail, volunteerForEvent, withdrawFromEvent } from './slots';

/** The eight POST calls: {organizations|events}/{like|unlike|volunteer|unvolunteer}. */
const ACTIONS = [
  { path: 'like', engagement: 'like', on: true },
  { path: 'unlike', engagement: 'like', on: false },
  { path: 'volunteer', engagement: 'volunteer', on: true },
  { path: 'unvolunteer', engagement: 'volunteer', on: false },
] as const satisfies readonly { path: string; engagement: Engagement; on: boolean }[];

const messageFor = (engagement: Engagement, on: boolean) =>
  engagement === 'like'
    ? t(on ? 'engagement.likedMessage' : 'engagement.unlikedMessage')
    : t(on ? 'engagement.thanksForVolunteering' : 'engagement.unvolunteered');

const routes: FastifyPluginAsyncZod = async (app) => {
  /** An event's volunteer calls go through its slots: a sign-up may wait, a withdrawal may promote. */
  const volunteerForEventAction = async (
    request: FastifyRequest,
    on: boolean,
    userId: number,
    eventId: number,
  ) => {
    if (on) {
      const signUp = await volunteerForEvent(app.db, eventId, userId);
      const waitlisted = signUp.status === 'waitlisted';
      return {
        message: waitlisted
          ? t('slots.waitlistedMessage', { position: signUp.position! })
          : messageFor('volunteer', true),
        volunteered: !waitlisted,
        ...signUp,
      };
    }
    const { totalVolunteers, promoted } = await withdrawFromEvent(app.db, eventId, userId);
    // After the commit and not awaited: a failed email is logged and never fails the withdrawal.
    for (const person of promoted)
      app.mailer
        .send(promotionEmail(person, app.config.publicUrl))
        .catch((error: unknown) => request.log.error({ err: error }, 'waitlist promotion email failed'));
    return { message: messageFor('volunteer', false), volunteered: false, totalVolunteers };
  };

  for (const action of ACTIONS) {
    const response = action.engagement === 'like' ? ZLikeResponse : ZVolunteerResponse;
    const shape = (total: number) =>
      action.engagement === 'like'
        ? { message: messageFor('like', action.on), liked: action.on, totalLikes: total }
        : { message: messageFor('volunteer', action.on), volunteered: action.on, totalVolunteers: total };

    app.post(
      `/post/organizations/${action.path}`,
      {
        preHandler: app.requireUser,
        schema: { body: ZCharityEngagementRequest, response: { 200: response } },
      },
      async (request) => {
        const { userID, organizationID } = request.body;
        assertActingAsSelf(currentUser(request), userID);
        const target: Target = { kind: 'organization', id: organizationID };
        return shape(await setEngagement(app.db, { ...action, target, userId: userID }));
      },
    );
    app.post(
      `/post/events/${action.path}`,
      { preHandler: app.requireUser, schema: { body: ZEventEngagementRequest, response: { 200: response } } },
      async (request) => {
        const { userID, eventID } = request.body;
        assertActingAsSelf(currentUser(request), userID);
        if (action.engagement === 'volunteer')
          return volunteerForEventAction(request, action.on, userID, eventID);
        const target: Target = { kind: 'event', id: eventID };
        return shape(await setEngagement(app.db, { ...action, target, userId: userID }));
      },
    );
  }

  app.get(
    '/get/organizations/liked/:userId/:orgId',
    {
      preHandler: app.requireUser,
      schema: { params: ZLikedCharityParams, response: { 200: ZLikedResponse } },
    },
    async (request) => {
      const { userId, orgId } = request.params;
      await assertMayRead(app.db, currentUser(request), userId);
      const target: Target = { kind: 'organization', id: orgId };
      return { liked: await isEngaged(app.db, { engagement: 'like', target, userId }) };
    },
  );
  app.get(
    '/get/events/liked/:userId/:eventId',
    { preHandler: app.requireUser, schema: { params: ZLikedEventParams, response: { 200: ZLikedResponse } } },
    async (request) => {
      const { userId, eventId } = request.params;
      await assertMayRead(app.db, currentUser(request), userId);
      const target: Target = { kind: 'event', id: eventId };
      return { liked: await isEngaged(app.db, { engagement: 'like', target, userId }) };
    },
  );

  // A user's own volunteering: private to them (and admins).
  app.get(
    '/get/users/volunteered/organizations/:id',
    {
      preHandler: app.requireUser,
      schema: { params: ZIdParams, response: { 200: z.array(ZVolunteeredCharity) } },
    },
    async (request) => {
      await assertMayRead(app.db, currentUser(request), request.params.id);
      return listVolunteeredCharities(app.db, request.params.id);
    },
  );
  app.get(
    '/get/users/volunteered/events/:id',
    {
      preHandler: app.requireUser,
      schema: { params: ZIdParams, response: { 200: z.array(ZVolunteeredEvent) } },
    },
    async (request) => {
      await assertMayRead(app.db, currentUser(request), request.params.id);
      return listVolunteeredEvents(app.db, request.params.id);
    },
  );

  // Public volunteer lists and totals: names shortened to "Maria S.", nothing private.
  app.get(
    '/get/organizations/volunteers/:id',
    { config: { publicRead: true }, schema: { params: ZIdParams, response: { 200: z.array(ZVolunteer) } } },
    async (request) => listVolunteers(app.db, { kind: 'organization', id: request.params.id }),
  );
  app.get(
    '/get/organizations/volunteers/count/:id',
    {
      config: { publicRead: true },
      schema: { params: ZIdParams, response: { 200: ZVolunteerCountResponse } },
    },
    async (request) => ({
      totalVolunteers: await countVolunteers(app.db, { kind: 'organization', id: request.params.id }),
    }),
  );
  app.get(
    '/get/events/volunteers/count/:id',
    {
      config: { publicRead: true },
      schema: { params: ZIdParams, response: { 200: ZVolunteerCountResponse } },
    },
    async (request) => ({
      totalVolunteers: await countVolunteers(app.db, { kind: 'event', id: request.params.id }),
    }),
  );
  app.get(
    '/get/events/volunteers/:id',
    { config: { publicRead: true }, schema: { params: ZIdParams, response: { 200: z.array(ZVolunteer) } } },
    async (request) => listVolunteers(app.db, { kind: 'event', id: request.params.id }),
  );
};
export default routes;
