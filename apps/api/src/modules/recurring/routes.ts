import {
  RECURRING_ACTIONS,
  RECURRING_RETRY_DAYS,
  RECURRING_SECOND_REMINDER_DAYS,
  type RecurringAction,
  ZCreateRecurringRequest,
  ZCreateRecurringResponse,
  ZErrorResponse,
  ZRecurringChangeResponse,
  ZRecurringIdRequest,
  ZRecurringLinkQuery,
  ZRecurringLinkResponse,
  ZRecurringLinkState,
  ZRecurringPlanList,
} from '@tabang/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../plugins/auth';
import { changeMyPlan, createPlan, followPlanLink, listMyPlans, planLinkState } from './service';

// Monthly giving (decision 030): the owner's plans signed in, and the plan emails' signed links without a login.
const routes: FastifyPluginAsyncZod = async (app) => {
  const deps = app.payments;

  app.post(
    '/post/recurring/create',
    {
      preHandler: app.requireUser,
      schema: {
        summary: 'Start monthly giving',
        description:
          'A monthly plan and its first gift, this month’s: a normal donation through the normal checkout ' +
          '(`checkout_url`), refused as a one-off gift would be (unknown or suspended charity 404, awaiting ' +
          'verification or a closed event 409, a method not offered or outside its limits 400). `mode` is ' +
          '`auto` for a card or Maya on a gateway that can charge a saved method (the first checkout saves it), ' +
          'else `reminder`: each month an email (and a text when opted in) with a pay-now link on the due day, ' +
          `and again ${RECURRING_SECOND_REMINDER_DAYS} days later if still unpaid. A failed automatic charge is ` +
          `tried again ${RECURRING_RETRY_DAYS} days later, then the plan is paused and the donor told.`,
        tags: ['donations'],
        body: ZCreateRecurringRequest,
        response: { 200: ZCreateRecurringResponse, 502: ZErrorResponse },
      },
    },
    async (request) => {
      const plan = await createPlan(deps, currentUser(request).userID, request.body);
      return {
        recurringID: plan.recurringID,
        checkout_url: plan.checkoutUrl,
        req_id: plan.reqId,
        mode: plan.mode,
      };
    },
  );

  app.get(
    '/get/my/recurring',
    {
      preHandler: app.requireUser,
      schema: {
        summary: 'List my monthly gifts',
        description:
          'The caller’s monthly plans, active and paused first: amount, charity, method, mode, status, the next ' +
          'due day (Philippine date, null unless active) and the completed gifts so far.',
        tags: ['donations'],
        response: { 200: ZRecurringPlanList, 401: ZErrorResponse },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return listMyPlans(app.db, currentUser(request).userID);
    },
  );

  const change = (action: RecurringAction) =>
    app.post(
      `/post/recurring/${action}`,
      {
        preValidation: app.requireUser,
        schema: {
          summary: `${action[0]!.toUpperCase()}${action.slice(1)} one of my monthly gifts`,
          description:
            'The owner only (another person’s plan is the 404 of an unknown one). Pausing a paused plan or ' +
            'resuming an active one changes nothing; a cancelled plan cannot be paused or resumed (409). A ' +
            'resumed plan’s next gift is its next due day from today.',
          tags: ['donations'],
          body: ZRecurringIdRequest,
          response: { 200: ZRecurringChangeResponse, 404: ZErrorResponse, 409: ZErrorResponse },
        },
      },
      async (request) =>
        changeMyPlan(app.db, currentUser(request).userID, request.body.recurringID, action, app.now()),
    );
  for (const action of RECURRING_ACTIONS) change(action);

  app.get(
    '/get/recurring/link',
    {
      schema: {
        summary: 'Read a monthly plan’s link',
        description:
          'No login: the signed `token` of a plan email’s link (pause, resume, cancel, or pay that month). What ' +
          'it would do and the plan as it is; 400 `invalid_recurring_link` for a token the server did not sign. ' +
          'Changes nothing (mail scanners open links).',
        tags: ['donations'],
        querystring: ZRecurringLinkQuery,
        response: { 200: ZRecurringLinkState, 400: ZErrorResponse },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return planLinkState(app.db, request.query.token);
    },
  );

  app.post(
    '/post/recurring/link',
    {
      schema: {
        summary: 'Follow a monthly plan’s link',
        description:
          'No login: does what the signed `token` says. Pause, resume or cancel as the owner’s buttons do; a pay ' +
          'link starts that month’s gift (a normal donation for the plan’s amount) and answers its ' +
          '`checkout_url`: 409 when the plan is not active or the month is paid already.',
        tags: ['donations'],
        querystring: ZRecurringLinkQuery,
        response: {
          200: ZRecurringLinkResponse,
          400: ZErrorResponse,
          409: ZErrorResponse,
          502: ZErrorResponse,
        },
      },
    },
    async (request) => {
      const { message, status, checkoutUrl } = await followPlanLink(deps, request.query.token);
      return { message, status, ...(checkoutUrl && { checkout_url: checkoutUrl }) };
    },
  );
};

export default routes;
