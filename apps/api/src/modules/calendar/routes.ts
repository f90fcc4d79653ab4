import {
  CALENDAR_FEED_MAX_AGE_SECONDS,
  CALENDAR_FEED_PAST_DAYS,
  CALENDAR_FEED_REQUESTS_PER_MINUTE,
  ZCalendarFeed,
  ZErrorResponse,
  ZIdParams,
  ZMessageResponse,
} from '@tabang/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { t } from '../../i18n';
import { currentUser } from '../../plugins/auth';
import { addressKey, perMinute } from '../../plugins/request-limits';
import { createFeed, eventCalendar, feedCalendar, getFeedUrl, revokeFeed } from './service';

const ICS_TYPE = 'text/calendar; charset=utf-8';
/** An event's .ics may be kept a minute: its times rarely change, and a stale download is harmless. */
const EVENT_ICS_CACHE_CONTROL = 'public, max-age=60';

/**
 * `<token>.ics`, the token 32 random bytes in base64url; anything else is a 404 (a failed params check is). The
 * parameter is called `token` so the logs redact it (lib/log-redaction.ts).
 */
const ZFeedParams = z.object({
  token: z
    .string()
    .regex(/^[A-Za-z0-9_-]{43}\.ics$/)
    .transform((token) => token.slice(0, -'.ics'.length)),
});

/** "Add to calendar" for one event, and a volunteer's personal calendar feed with its management calls. */
const routes: FastifyPluginAsyncZod = async (app) => {
  const { publicUrl } = app.config;

  app.get(
    '/get/events/:id/calendar.ics',
    // No response schema: the answer is a file.
    {
      schema: {
        summary: 'Download an event as an iCalendar file',
        description:
          'Public; 404 for an event the public cannot see. A cancelled event says `STATUS:CANCELLED`. ' +
          '`Cache-Control: public, max-age=60`.',
        tags: ['calendar'],
        params: ZIdParams,
      },
    },
    async (request, reply) => {
      const { fileName, body } = await eventCalendar(app.db, request.params.id, publicUrl);
      reply.header('content-disposition', `attachment; filename="${fileName}"`);
      reply.header('cache-control', EVENT_ICS_CACHE_CONTROL);
      return reply.type(ICS_TYPE).send(body);
    },
  );

  // Calendar apps send no session: the secret token in the path is the capability. Counted per address, so
  // guessing costs time (the token has 256 bits: it cannot be guessed anyway) and a broken client cannot flood.
  app.get(
    '/get/my/calendar/:token',
    {
      config: perMinute(app, CALENDAR_FEED_REQUESTS_PER_MINUTE, addressKey),
      schema: {
        summary: "Read a volunteer's calendar feed",
        description:
          'No session (calendar apps send none): the secret `<token>.ics` in the path is the capability. ' +
          'The public events its owner holds a slot for, not cancelled, that have not ended or ended in the ' +
          `last ${CALENDAR_FEED_PAST_DAYS} days. 404 for an unknown, revoked or malformed token; ` +
          `${CALENDAR_FEED_REQUESTS_PER_MINUTE} requests a minute per address.`,
        tags: ['calendar'],
        params: ZFeedParams,
      },
    },
    async (request, reply) => {
      const body = await feedCalendar(app.db, request.params.token, publicUrl);
      // Private: it tells what one person does. (With a session, the private-cache plugin makes it no-store.)
      reply.header('cache-control', `private, max-age=${CALENDAR_FEED_MAX_AGE_SECONDS}`);
      return reply.type(ICS_TYPE).send(body);
    },
  );

  const signedIn = { 401: ZErrorResponse };
  app.get(
    '/get/my/calendar',
    {
      preHandler: app.requireUser,
      schema: {
        summary: "Get my calendar feed's URL",
        description: '`url` is null when the caller has no feed.',
        tags: ['calendar'],
        response: { 200: ZCalendarFeed, ...signedIn },
      },
    },
    async (request) => ({ url: await getFeedUrl(app.db, currentUser(request).userID, publicUrl) }),
  );
  app.post(
    '/post/my/calendar',
    {
      preHandler: app.requireUser,
      schema: {
        summary: 'Make a new calendar feed URL',
        description: 'A new secret link; the previous one, if any, stops working at once.',
        tags: ['calendar'],
        response: { 200: ZCalendarFeed, ...signedIn },
      },
    },
    async (request) => ({ url: await createFeed(app.db, currentUser(request).userID, publicUrl) }),
  );
  app.post(
    '/post/my/calendar/revoke',
    {
      preHandler: app.requireUser,
      schema: {
        summary: 'Turn off my calendar feed',
        description: 'The feed URL stops working.',
        tags: ['calendar'],
        response: { 200: ZMessageResponse, ...signedIn },
      },
    },
    async (request) => {
      await revokeFeed(app.db, currentUser(request).userID);
      return { message: t('calendar.turnedOff') };
    },
  );
};
export default routes;
