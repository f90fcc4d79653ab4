import {
  GOODS_NOTE_MAX,
  PLEDGE_CODE_LENGTH,
  ZAddDropoffRequest,
  ZAddNeedRequest,
  ZCancelPledgeRequest,
  ZDeskPledge,
  ZDeskPledges,
  ZDropoff,
  ZDropoffs,
  ZErrorResponse,
  ZIdParam,
  ZIdParams,
  ZMyPledges,
  ZNeed,
  ZNeeds,
  ZPledgeCode,
  ZPledgeRequest,
  ZPledgeState,
  ZReceivedPledge,
  ZReceiveGoodsRequest,
  ZReceivePledgeRequest,
  ZUpdateNeedRequest,
} from '@tabang/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../plugins/auth';
import {
  addDropoff,
  addNeed,
  cancelPledge,
  findDrivePledge,
  listDrivePledges,
  listDropoffs,
  listMyPledges,
  listNeeds,
  pledge,
  receiveGoods,
  receivePledge,
  updateNeed,
} from './service';

const refusals = {
  400: ZErrorResponse,
  401: ZErrorResponse,
  403: ZErrorResponse,
  404: ZErrorResponse,
  409: ZErrorResponse,
};

const ORGANISER = "The drive's charity's representative or an admin (401 signed out, 403 anyone else).";

// Relief drives: the public needs and drop-off points of a drive, pledges of goods, and the organiser's
// drop-off desk. Everything but the two public reads is someone's own or the organiser's: private, never cached.
const routes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/get/events/:id/needs',
    {
      config: { publicRead: { shows: 'event' } },
      schema: {
        summary: "List a relief drive's needs",
        description:
          'In the order they were added, each with `quantityPledged` (what pledges not cancelled still promise: ' +
          'their quantity less what of them arrived), `quantityReceived` (every receipt: pledged and walk-in) ' +
          'and `enough`. Still needed = max(0, quantityNeeded − quantityReceived − quantityPledged). Empty for an ' +
          'event that is not a drive; 404 for an event the public cannot see.',
        tags: ['drives'],
        params: ZIdParams,
        response: { 200: ZNeeds, 404: ZErrorResponse },
      },
    },
    async (request) => listNeeds(app.db, request.params.id),
  );

  app.get(
    '/get/events/:id/dropoffs',
    {
      config: { publicRead: { shows: 'event' } },
      schema: {
        summary: "List a relief drive's drop-off points",
        description: 'In the order they were added. 404 for an event the public cannot see.',
        tags: ['drives'],
        params: ZIdParams,
        response: { 200: ZDropoffs, 404: ZErrorResponse },
      },
    },
    async (request) => listDropoffs(app.db, request.params.id),
  );

  app.post(
    '/post/events/needs',
    {
      preHandler: app.requireUser,
      schema: {
        summary: 'Add a need to a relief drive',
        description: `${ORGANISER} 400 for an event that is not a relief drive, 409 for a cancelled one.`,
        tags: ['drives'],
        body: ZAddNeedRequest,
        response: { 200: ZNeed, ...refusals },
      },
    },
    async (request) => addNeed(app.db, currentUser(request), request.body),
  );

  app.post(
    '/post/events/needs/update',
    {
      preHandler: app.requireUser,
      schema: {
        summary: "Change a need's quantity or mark it enough",
        description:
          `${ORGANISER} \`quantityNeeded\`, \`enough\` or both. A need marked enough takes no pledges; the ` +
          'quantity may go below what has arrived (nothing more is then needed).',
        tags: ['drives'],
        body: ZUpdateNeedRequest,
        response: { 200: ZNeed, ...refusals },
      },
    },
    async (request) => updateNeed(app.db, currentUser(request), request.body),
  );

  app.post(
    '/post/events/dropoffs',
    {
      preHandler: app.requireUser,
      schema: {
        summary: 'Add a drop-off point to a relief drive',
        description: `${ORGANISER} 400 for an event that is not a relief drive, 409 for a cancelled one.`,
        tags: ['drives'],
        body: ZAddDropoffRequest,
        response: { 200: ZDropoff, ...refusals },
      },
    },
    async (request) => addDropoff(app.db, currentUser(request), request.body),
  );

  app.post(
    '/post/events/pledge',
    {
      preHandler: app.requireUser,
      schema: {
        summary: 'Pledge goods to a relief drive',
        description:
          "Signed in. `quantity` of a need, to one of the drive's drop-off points (404 otherwise) on `expectedOn` " +
          "(YYYY-MM-DD, from today to the drive's last day, Philippine time; 400 otherwise). 409 for a need " +
          'marked enough, a cancelled or ended drive, and more than is still needed (the message says how much ' +
          'is). The slip (code, QR in My pledges) is emailed.',
        tags: ['drives'],
        body: ZPledgeRequest,
        response: { 200: ZPledgeState, ...refusals },
      },
    },
    async (request) =>
      pledge(
        app.db,
        { jobs: app.jobs, publicUrl: app.config.publicUrl },
        currentUser(request),
        request.body,
        new Date(app.now()),
      ),
  );

  app.post(
    '/post/events/pledge/cancel',
    {
      preHandler: app.requireUser,
      schema: {
        summary: 'Cancel my pledge',
        description:
          'Only the pledger (403 otherwise), only while nothing of it has arrived (409), and once (409).',
        tags: ['drives'],
        body: ZCancelPledgeRequest,
        response: { 200: ZPledgeState, ...refusals },
      },
    },
    async (request) => cancelPledge(app.db, currentUser(request), request.body.pledgeID),
  );

  app.get(
    '/get/my/pledges',
    {
      preHandler: app.requireUser,
      schema: {
        summary: 'List my pledges',
        description: 'Every pledge of the caller, newest first, with its drop-off point. Not paged.',
        tags: ['drives'],
        response: { 200: ZMyPledges, 401: ZErrorResponse },
      },
    },
    async (request) => listMyPledges(app.db, currentUser(request).userID),
  );

  app.get(
    '/get/events/:id/pledges',
    {
      preHandler: app.requireUser,
      schema: {
        summary: "List a drive's pledges (the drop-off desk)",
        description: `${ORGANISER} Newest first, cancelled ones too; the pledger's name only.`,
        tags: ['drives'],
        params: ZIdParams,
        response: { 200: ZDeskPledges, ...refusals },
      },
    },
    async (request) => listDrivePledges(app.db, currentUser(request), request.params.id),
  );

  app.get(
    '/get/events/:id/pledges/:code',
    {
      preHandler: app.requireUser,
      schema: {
        summary: 'Look a pledge up by its code (the drop-off desk)',
        description: `${ORGANISER} The code in any case; 404 when no pledge of the drive has it.`,
        tags: ['drives'],
        params: z.object({ id: ZIdParam, code: ZPledgeCode }),
        response: { 200: ZDeskPledge, ...refusals },
      },
    },
    async (request) => findDrivePledge(app.db, currentUser(request), request.params.id, request.params.code),
  );

  app.post(
    '/post/events/pledge/receive',
    {
      preHandler: app.requireUser,
      schema: {
        summary: 'Record goods of a pledge that arrived',
        description:
          `${ORGANISER} The pledge's \`code\` (${PLEDGE_CODE_LENGTH} characters, any case; 404 unknown) and the ` +
          '`quantity` that arrived, at most what is still to come of it (409); 409 for a cancelled pledge. ' +
          'Answers the pledge and its need after the receipt.',
        tags: ['drives'],
        body: ZReceivePledgeRequest,
        response: { 200: ZReceivedPledge, ...refusals },
      },
    },
    async (request) => receivePledge(app.db, currentUser(request), request.body),
  );

  app.post(
    '/post/events/goods/receive',
    {
      preHandler: app.requireUser,
      schema: {
        summary: 'Record walk-in goods with no pledge',
        description: `${ORGANISER} A \`quantity\` for a need, with an optional \`note\` of at most ${GOODS_NOTE_MAX} characters. Answers the need.`,
        tags: ['drives'],
        body: ZReceiveGoodsRequest,
        response: { 200: ZNeed, ...refusals },
      },
    },
    async (request) => receiveGoods(app.db, currentUser(request), request.body),
  );
};
export default routes;
