import {
  PAYMENT_METHOD_LIMITS,
  recurringModeFor,
  ZCreateDonationRequest,
  ZCreateDonationResponse,
  ZDonationStatusRequest,
  ZDonationStatusResponse,
  ZErrorResponse,
  ZPaymentMethodsResponse,
  ZPaymentResultRequest,
  ZPaymentResultResponse,
} from '@tabang/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../plugins/auth';
import { perMinute } from '../../plugins/request-limits';
import { createDonation } from './create';
import { findDonationForUser } from './queries';
import recentRoutes from './recent-routes';
import { donationStatus, GATEWAY_CHECK_INTERVAL_MS, paymentResult } from './reconcile';
import webhookRoutes from './webhook-routes';

/** Result checks a client may make a minute: the page polls every 3 s (20), so this leaves room for reloads. */
const RESULT_CHECKS_PER_MINUTE = 60;
/** The offered methods change only with the server's settings (a restart), so caches may keep them a while. */
const PAYMENT_METHODS_CACHE_CONTROL = 'public, max-age=300';

const routes: FastifyPluginAsyncZod = async (app) => {
  const deps = app.payments;
  await app.register(webhookRoutes);
  await app.register(recentRoutes);

  const statusDescription =
    'The donor or an admin (anyone else gets the 404 of an unknown `req_id`). While the donation is pending ' +
    `it asks the gateway, at most once every ${GATEWAY_CHECK_INTERVAL_MS / 1000} s per donation.`;

  // The same for everyone until a restart changes the settings: built once.
  const offered = {
    methods: deps.gateway.methods.map((method) => ({
      method,
      ...PAYMENT_METHOD_LIMITS[method],
      autoCharge: recurringModeFor(method, deps.gateway.autoChargeMethods) === 'auto',
    })),
  };
  app.get(
    '/get/payment/methods',
    {
      schema: {
        summary: 'List the ways to pay',
        description:
          'The payment methods donations can use on this server (those activated at the gateway: ' +
          '`SANDBOX_METHODS`, `XENDIT_METHODS`, `PAYMONGO_METHODS`), each with the least and most one payment ' +
          `may be, in pesos, and whether a monthly plan paying that way is charged automatically (\`autoCharge\`). \`Cache-Control: ${PAYMENT_METHODS_CACHE_CONTROL}\`.`,
        tags: ['donations'],
        response: { 200: ZPaymentMethodsResponse },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', PAYMENT_METHODS_CACHE_CONTROL);
      return offered;
    },
  );

  app.post(
    '/post/donation/create',
    {
      preHandler: app.requireUser,
      schema: {
        summary: 'Start a donation',
        description:
          "Stores a pending donation and answers the payment gateway's checkout page (`checkout_url`; " +
          '`payment_url` is the same). With `method`, the page offers only that method (QR Ph: a code payable ' +
          'for 30 minutes); without, every offered method that takes the amount. 404 for an unknown or ' +
          'suspended charity or an unknown event, 400 for an event of another charity, for a method not ' +
          'offered or outside its limits, and for an amount no offered method takes (the gateway is not ' +
          'asked); 409 while the charity awaits verification, and for an event that ' +
          'was cancelled or has ended (unless it takes gifts after its end); 502 when the gateway fails ' +
          '(the donation is then failed).',
        tags: ['donations'],
        body: ZCreateDonationRequest,
        response: { 200: ZCreateDonationResponse, 502: ZErrorResponse },
      },
    },
    async (request) => {
      const { reqId, checkoutUrl } = await createDonation(deps, currentUser(request).userID, request.body);
      return { req_id: reqId, payment_url: checkoutUrl, checkout_url: checkoutUrl };
    },
  );

  app.get(
    '/post/donation/success',
    {
      preHandler: app.requireUser,
      schema: {
        summary: "Get a donation's status (`req_id` in the query)",
        description: statusDescription,
        tags: ['donations'],
        querystring: ZDonationStatusRequest,
        response: { 200: ZDonationStatusResponse },
      },
    },
    async (request) => {
      const donation = await findDonationForUser(app.db, request.query.req_id, currentUser(request));
      return { status: await donationStatus(deps, donation) };
    },
  );

  app.post(
    '/post/donation/success',
    {
      preHandler: app.requireUser,
      schema: {
        summary: "Get a donation's status (`req_id` in the body)",
        description: statusDescription,
        tags: ['donations'],
        body: ZDonationStatusRequest,
        response: { 200: ZDonationStatusResponse },
      },
    },
    async (request) => {
      const donation = await findDonationForUser(app.db, request.body.req_id, currentUser(request));
      return { status: await donationStatus(deps, donation) };
    },
  );

  // No session needed: the req_id is the capability (the gateway may return the donor to another browser).
  app.get(
    '/get/donation/result',
    {
      config: perMinute(app, RESULT_CHECKS_PER_MINUTE),
      schema: {
        summary: "Get a donation's result without a session",
        description:
          'For the page the gateway sends the donor back to, maybe in another browser: the unguessable ' +
          '`req_id` is the capability. The status, the amount and whom it was for, never who gave; a pending ' +
          'donation is checked with the gateway as for its donor. 400 for a malformed `req_id`, 404 for an ' +
          `unknown one; ${RESULT_CHECKS_PER_MINUTE} checks a minute per client; \`Cache-Control: no-store\`.`,
        tags: ['donations'],
        querystring: ZPaymentResultRequest,
        response: { 200: ZPaymentResultResponse },
      },
    },
    async (request, reply) => {
      // Only for the holder of this req_id, and it changes while pending: no cache may keep it.
      reply.header('cache-control', 'no-store');
      return paymentResult(deps, request.query.req_id);
    },
  );
};
export default routes;
