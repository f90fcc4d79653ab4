import {
  ZErrorResponse,
  ZNotificationSettings,
  ZNotificationUpdate,
  ZNotificationUpdateResponse,
  ZUnsubscribeQuery,
  ZUnsubscribeResponse,
  ZUnsubscribeState,
} from '@tabang/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { t } from '../../i18n';
import { currentUser } from '../../plugins/auth';
import {
  getNotificationSettings,
  setTopicByToken,
  unsubscribeState,
  updateNotificationSettings,
} from './service';

// What reaches a person: their own choices (signed in), and the unsubscribe links' calls, which need no login: the
// signed token is the capability (decision 025).
const routes: FastifyPluginAsyncZod = async (app) => {
  // Mail clients' one-click unsubscribe (RFC 8058) posts `List-Unsubscribe=One-Click` as a form; its fields are not
  // read, the token in the URL says everything.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );

  app.get(
    '/get/my/notifications',
    {
      preHandler: app.requireUser,
      schema: {
        summary: 'Get my notification choices',
        description:
          'The emails the caller may turn off (each on until turned off), texts (the profile’s opt-in), the ' +
          'number texts go to, and whether it can take them (a Philippine mobile number).',
        tags: ['account'],
        response: { 200: ZNotificationSettings, 401: ZErrorResponse },
      },
    },
    async (request) => getNotificationSettings(app.db, currentUser(request).userID),
  );

  app.post(
    '/post/my/notifications',
    {
      preValidation: app.requireUser,
      schema: {
        summary: 'Change my notification choices',
        description:
          'Any of `charityUpdates`, `volunteerReminders`, `monthlyGiving` and `texts` (booleans); the others ' +
          'stay. Turning texts on needs a Philippine mobile contact number (400).',
        tags: ['account'],
        body: ZNotificationUpdate,
        response: { 200: ZNotificationUpdateResponse, 400: ZErrorResponse, 401: ZErrorResponse },
      },
    },
    async (request) => ({
      message: t('notifications.saved'),
      settings: await updateNotificationSettings(app.db, currentUser(request).userID, request.body),
    }),
  );

  app.get(
    '/get/notifications/unsubscribe',
    {
      schema: {
        summary: 'Read an unsubscribe link',
        description:
          'No login: the signed `token` of an email’s link. Its topic and whether that email is on now; 400 for ' +
          'a token the server did not sign (or a deleted account’s). Changes nothing.',
        tags: ['account'],
        querystring: ZUnsubscribeQuery,
        response: { 200: ZUnsubscribeState, 400: ZErrorResponse },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      const { topic, subscribed, language } = await unsubscribeState(app.db, request.query.token);
      return { topic, subscribed, language };
    },
  );

  const change = (on: boolean) =>
    ({
      schema: {
        summary: on ? 'Subscribe again from an unsubscribe link' : 'Unsubscribe (one click)',
        description: on
          ? 'No login: turns the token’s topic back on (the unsubscribe page’s undo).'
          : 'No login: turns the token’s topic off. The URL of every `List-Unsubscribe` header (RFC 8058: a ' +
            'mail client posts `List-Unsubscribe=One-Click` to it) and of the unsubscribe page’s button. 400 for ' +
            'a token the server did not sign.',
        tags: ['account'],
        querystring: ZUnsubscribeQuery,
        response: { 200: ZUnsubscribeResponse, 400: ZErrorResponse },
      },
    }) as const;
  const answer = async (token: string, on: boolean) => {
    const state = await setTopicByToken(app.db, token, on);
    const topic = t(`notifications.topics.${state.topic}.name`);
    return {
      ...state,
      message: t(on ? 'notifications.resubscribed' : 'notifications.unsubscribed', { topic }),
    };
  };
  app.post('/post/notifications/unsubscribe', change(false), (request) => answer(request.query.token, false));
  app.post('/post/notifications/resubscribe', change(true), (request) => answer(request.query.token, true));
};

export default routes;
