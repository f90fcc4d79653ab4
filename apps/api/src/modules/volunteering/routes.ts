import {
  CHECK_IN_CLOSES_HOURS_AFTER,
  CHECK_IN_OPENS_HOURS_BEFORE,
  HOURS_NOTE_MAX,
  VOLUNTEER_HOURS_MAX,
  ZCharityEngagementRequest,
  ZCheckInRequest,
  ZErrorResponse,
  ZEventEngagementRequest,
  ZHoursCorrectionRequest,
  ZIdParams,
  ZMyVolunteering,
  ZRoster,
  ZRosterEntry,
  ZVolunteer,
  ZVolunteerCountResponse,
  ZVolunteeredCharity,
  ZVolunteeredEvent,
  ZVolunteeringSummary,
  ZVolunteerResponse,
} from '@tabang/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { t } from '../../i18n';
import { currentUser } from '../../plugins/auth';
import { assertActingAsSelf, assertMayRead, setEngagement, type Target } from '../engagement/service';
import { correctHours, getRoster, listMyVolunteering, markAttendance, volunteeringSummary } from './roster';
import { countVolunteers, listVolunteeredCharities, listVolunteeredEvents, listVolunteers } from './service';
import { volunteerForEvent, withdrawFromEvent } from './slots';

/** The four volunteer calls: {organizations|events}/{volunteer|unvolunteer}. */
const ACTIONS = [
  { path: 'volunteer', on: true },
  { path: 'unvolunteer', on: false },
] as const;

const messageFor = (on: boolean) => t(on ? 'engagement.thanksForVolunteering' : 'engagement.unvolunteered');

const errors = { 400: ZErrorResponse, 401: ZErrorResponse, 403: ZErrorResponse, 404: ZErrorResponse };

// Volunteering: signing up and withdrawing (an event's slots and waitlist), who volunteers, and the roster and
// check-in on the day.
const routes: FastifyPluginAsyncZod = async (app) => {
  /** An event's volunteer calls go through its slots: a sign-up may wait, a withdrawal may promote. */
  const volunteerForEventAction = async (on: boolean, userId: number, eventId: number) => {
    if (on) {
      const signUp = await volunteerForEvent(app.db, eventId, userId);
      const waitlisted = signUp.status === 'waitlisted';
      return {
        message: waitlisted ? t('slots.waitlistedMessage', { position: signUp.position! }) : messageFor(true),
        volunteered: !waitlisted,
        ...signUp,
      };
    }
    const { totalVolunteers } = await withdrawFromEvent(app.db, app, eventId, userId);
    return { message: messageFor(false), volunteered: false, totalVolunteers };
  };

  for (const action of ACTIONS) {
    app.post(
      `/post/organizations/${action.path}`,
      {
        preHandler: app.requireUser,
        schema: {
          summary: action.on ? 'Volunteer for a charity' : 'Stop volunteering for a charity',
          description:
            "Only as oneself: `userID` must be the caller's (403 otherwise, admins included). Idempotent; " +
            "answers the charity's new number of volunteers. 404 for an unknown or suspended charity.",
          tags: ['volunteering'],
          body: ZCharityEngagementRequest,
          response: { 200: ZVolunteerResponse },
        },
      },
      async (request) => {
        const { userID, organizationID } = request.body;
        assertActingAsSelf(currentUser(request), userID);
        const target: Target = { kind: 'organization', id: organizationID };
        const total = await setEngagement(app.db, {
          engagement: 'volunteer',
          on: action.on,
          target,
          userId: userID,
        });
        return { message: messageFor(action.on), volunteered: action.on, totalVolunteers: total };
      },
    );
    app.post(
      `/post/events/${action.path}`,
      {
        preHandler: app.requireUser,
        schema: {
          summary: action.on ? 'Volunteer for an event' : 'Withdraw from an event',
          description: action.on
            ? "Only as oneself (`userID` the caller's). Takes a slot while any are left, else joins the " +
              'waitlist (`status: waitlisted` and `position`, 1 being next). 409 for an event that was ' +
              'cancelled or has ended. A repeat sign-up changes nothing and answers where the person stands.'
            : "Only as oneself (`userID` the caller's): leaves a slot or the waitlist. When a volunteer leaves " +
              'an event with slots that has not ended, the first on the waitlist move up and are emailed.',
          tags: ['volunteering'],
          body: ZEventEngagementRequest,
          response: { 200: ZVolunteerResponse },
        },
      },
      async (request) => {
        const { userID, eventID } = request.body;
        assertActingAsSelf(currentUser(request), userID);
        return volunteerForEventAction(action.on, userID, eventID);
      },
    );
  }

  // A user's own volunteering: private to them (and admins).
  app.get(
    '/get/users/volunteered/organizations/:id',
    {
      preHandler: app.requireUser,
      schema: {
        summary: 'List the charities a user volunteers for',
        description:
          "`{id}` is the user's: the user themself or an admin (403 for anyone else). Most recent sign-up " +
          'first; suspended charities are left out.',
        tags: ['volunteering'],
        params: ZIdParams,
        response: { 200: z.array(ZVolunteeredCharity) },
      },
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
      schema: {
        summary: 'List the events a user volunteers for or waits on',
        description:
          "`{id}` is the user's: the user themself or an admin (403 for anyone else). Most recent sign-up " +
          'first, each with `status` and waitlist `position`; events the public cannot see are left out.',
        tags: ['volunteering'],
        params: ZIdParams,
        response: { 200: z.array(ZVolunteeredEvent) },
      },
    },
    async (request) => {
      await assertMayRead(app.db, currentUser(request), request.params.id);
      return listVolunteeredEvents(app.db, request.params.id);
    },
  );

  // Public volunteer lists and totals: names shortened to "Maria S.", nothing private.
  app.get(
    '/get/organizations/volunteers/:id',
    {
      config: { publicRead: { shows: 'charity' } },
      schema: {
        summary: "List a charity's volunteers",
        description:
          'Public names only ("Maria S."), earliest sign-up first. 404 for an unknown or suspended charity.',
        tags: ['volunteering'],
        params: ZIdParams,
        response: { 200: z.array(ZVolunteer) },
      },
    },
    async (request) => listVolunteers(app.db, { kind: 'organization', id: request.params.id }),
  );
  app.get(
    '/get/organizations/volunteers/count/:id',
    {
      config: { publicRead: { shows: 'charity' } },
      schema: {
        summary: "Count a charity's volunteers",
        description: '404 for an unknown or suspended charity.',
        tags: ['volunteering'],
        params: ZIdParams,
        response: { 200: ZVolunteerCountResponse },
      },
    },
    async (request) => ({
      totalVolunteers: await countVolunteers(app.db, { kind: 'organization', id: request.params.id }),
    }),
  );
  app.get(
    '/get/events/volunteers/count/:id',
    {
      config: { publicRead: { shows: 'event' } },
      schema: {
        summary: "Count an event's volunteers",
        description:
          'The people holding a slot; the waitlist is not counted. 404 for an event the public cannot see.',
        tags: ['volunteering'],
        params: ZIdParams,
        response: { 200: ZVolunteerCountResponse },
      },
    },
    async (request) => ({
      totalVolunteers: await countVolunteers(app.db, { kind: 'event', id: request.params.id }),
    }),
  );
  app.get(
    '/get/events/volunteers/:id',
    {
      config: { publicRead: { shows: 'event' } },
      schema: {
        summary: "List an event's volunteers",
        description:
          'The people holding a slot (the waitlist is not public), public names only ("Maria S."), earliest' +
          ' sign-up first. 404 for an event the public cannot see.',
        tags: ['volunteering'],
        params: ZIdParams,
        response: { 200: z.array(ZVolunteer) },
      },
    },
    async (request) => listVolunteers(app.db, { kind: 'event', id: request.params.id }),
  );

  // Rosters and check-in on the day. Every answer here is someone's private data: the private-cache plugin marks
  // them `private, no-store`.
  app.get(
    '/get/dashboard/events/:id/roster',
    {
      preHandler: app.requireUser,
      schema: {
        summary: "Get an event's roster",
        description:
          "The charity's representative or an admin (403 otherwise). Volunteers, then the waitlist, each in" +
          ' sign-up order, with attendance and hours. Email and phone only for an admin or the ' +
          'representative of a charity an admin verified and has not suspended; otherwise they are null and' +
          ' `contactsHiddenReason` says why.',
        tags: ['volunteering'],
        params: ZIdParams,
        response: { 200: ZRoster, ...errors },
      },
    },
    async (request) => getRoster(app.db, currentUser(request), request.params.id),
  );

  for (const action of ['checkin', 'checkout'] as const) {
    app.post(
      `/post/events/${action}`,
      {
        preHandler: app.requireUser,
        schema: {
          summary: action === 'checkin' ? 'Check a volunteer in' : 'Check a volunteer out',
          description:
            "The charity's representative or an admin (403 otherwise), with the volunteer's check-in `code` " +
            'or, from a roster row, their `userID` (exactly one). Open from ' +
            `${CHECK_IN_OPENS_HOURS_BEFORE} hours before the start until ${CHECK_IN_CLOSES_HOURS_AFTER} hours ` +
            'after the end; 409 outside it, for a cancelled event and for someone on the waitlist' +
            (action === 'checkout' ? ' or not checked in yet' : '') +
            '. Idempotent: the first time stays.',
          tags: ['volunteering'],
          body: ZCheckInRequest,
          response: { 200: ZRosterEntry, ...errors, 409: ZErrorResponse },
        },
      },
      async (request) => markAttendance(app.db, currentUser(request), request.body, action),
    );
  }

  app.post(
    '/post/events/hours',
    {
      preHandler: app.requireUser,
      schema: {
        summary: "Correct a volunteer's hours",
        description:
          "The charity's representative or an admin (403 otherwise), as for the roster. Sets the `hours` " +
          `(0 to ${VOLUNTEER_HOURS_MAX}, kept to two decimals) of the volunteer \`userID\` at \`eventID\`, with a ` +
          `\`note\` of 1 to ${HOURS_NOTE_MAX} characters saying why; they then stand instead of the check-in ` +
          'times (`hoursState: corrected`). `hours: null` drops the correction. From the moment check-in opens, ' +
          'with no end; 409 for a cancelled event or someone on the waitlist, 404 for someone not signed up. ' +
          'Answers the roster entry.',
        tags: ['volunteering'],
        body: ZHoursCorrectionRequest,
        response: { 200: ZRosterEntry, ...errors, 409: ZErrorResponse },
      },
    },
    async (request) => correctHours(app.db, currentUser(request), request.body),
  );

  app.get(
    '/get/my/volunteering',
    {
      preHandler: app.requireUser,
      schema: {
        summary: 'List my volunteering',
        description:
          'Every event the caller signed up for (charities not suspended): upcoming ones soonest first, ' +
          'then past ones latest first, with status, check-in code, attendance and hours. Not paged.',
        tags: ['volunteering'],
        response: { 200: z.array(ZMyVolunteering), 401: ZErrorResponse },
      },
    },
    async (request) => listMyVolunteering(app.db, currentUser(request).userID),
  );
  app.get(
    '/get/my/volunteering/summary',
    {
      preHandler: app.requireUser,
      schema: {
        summary: 'Get my volunteering totals',
        description: 'Hours served over all my events, and how many I was checked in at.',
        tags: ['volunteering'],
        response: { 200: ZVolunteeringSummary, 401: ZErrorResponse },
      },
    },
    async (request) => volunteeringSummary(app.db, currentUser(request).userID),
  );
};
export default routes;
