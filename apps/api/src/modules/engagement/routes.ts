import {
  ZCharityEngagementRequest,
  ZEventEngagementRequest,
  ZLikedCharityParams,
  ZLikedEventParams,
  ZLikedResponse,
  ZLikeResponse,
} from '@tabang/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { t } from '../../i18n';
import { currentUser } from '../../plugins/auth';
import { assertActingAsSelf, assertMayRead, isEngaged, setEngagement, type Target } from './service';

/** The four like calls: {organizations|events}/{like|unlike}. Volunteering is in modules/volunteering. */
const ACTIONS = [
  { path: 'like', engagement: 'like', on: true },
  { path: 'unlike', engagement: 'like', on: false },
] as const;

const shape = (on: boolean, total: number) => ({
  message: t(on ? 'engagement.likedMessage' : 'engagement.unlikedMessage'),
  liked: on,
  totalLikes: total,
});

const routes: FastifyPluginAsyncZod = async (app) => {
  for (const action of ACTIONS) {
    app.post(
      `/post/organizations/${action.path}`,
      {
        preHandler: app.requireUser,
        schema: {
          summary: action.on ? 'Like a charity' : 'Unlike a charity',
          description:
            "Only as oneself: `userID` must be the caller's (403 otherwise, admins included). Idempotent; " +
            'answers the new number of likes. 404 for a charity the public cannot see.',
          tags: ['likes'],
          body: ZCharityEngagementRequest,
          response: { 200: ZLikeResponse },
        },
      },
      async (request) => {
        const { userID, organizationID } = request.body;
        assertActingAsSelf(currentUser(request), userID);
        const target: Target = { kind: 'organization', id: organizationID };
        return shape(action.on, await setEngagement(app.db, { ...action, target, userId: userID }));
      },
    );
    app.post(
      `/post/events/${action.path}`,
      {
        preHandler: app.requireUser,
        schema: {
          summary: action.on ? 'Like an event' : 'Unlike an event',
          description:
            "Only as oneself: `userID` must be the caller's (403 otherwise, admins included). Idempotent; " +
            'answers the new number of likes. 404 for an event the public cannot see.',
          tags: ['likes'],
          body: ZEventEngagementRequest,
          response: { 200: ZLikeResponse },
        },
      },
      async (request) => {
        const { userID, eventID } = request.body;
        assertActingAsSelf(currentUser(request), userID);
        const target: Target = { kind: 'event', id: eventID };
        return shape(action.on, await setEngagement(app.db, { ...action, target, userId: userID }));
      },
    );
  }

  app.get(
    '/get/organizations/liked/:userId/:orgId',
    {
      preHandler: app.requireUser,
      schema: {
        summary: 'Tell whether a user likes a charity',
        description:
          'The user themself or an admin (403 for anyone else). 404 for a charity the public cannot see.',
        tags: ['likes'],
        params: ZLikedCharityParams,
        response: { 200: ZLikedResponse },
      },
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
    {
      preHandler: app.requireUser,
      schema: {
        summary: 'Tell whether a user likes an event',
        description:
          'The user themself or an admin (403 for anyone else). 404 for an event the public cannot see.',
        tags: ['likes'],
        params: ZLikedEventParams,
        response: { 200: ZLikedResponse },
      },
    },
    async (request) => {
      const { userId, eventId } = request.params;
      await assertMayRead(app.db, currentUser(request), userId);
      const target: Target = { kind: 'event', id: eventId };
      return { liked: await isEngaged(app.db, { engagement: 'like', target, userId }) };
    },
  );
};
export default routes;
