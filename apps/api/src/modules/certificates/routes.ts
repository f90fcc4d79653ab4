import {
  ZAdminOrganization,
  ZDonationStatusRequest,
  ZErrorResponse,
  ZIdParams,
  ZStatementParams,
  ZStatementYear,
  ZTaxDetailsRequest,
  ZTaxDetailsResponse,
} from '@tabang/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { t } from '../../i18n';
import { currentUser } from '../../plugins/auth';
import { loadOrganization } from '../admin/service';
import { checkDonee } from './donee';
import { certificateForUser, statementForUser, statementYears } from './service';
import { saveTaxDetails, taxDetailsForForm } from './tax-details';

/**
 * Certificates of Donation (BIR Form 2322, decision 028): the admin's check of a charity's donee status, a donor's
 * tax details, a gift's certificate and the yearly statements. Every answer but the admin's is private (the
 * private-cache plugin adds `Cache-Control: private, no-store`).
 */
const routes: FastifyPluginAsyncZod = async (app) => {
  const key = app.config.taxDetailsKey;
  const signedIn = { 401: ZErrorResponse };

  app.post(
    '/admin/organizations/:id/check-donee',
    {
      preHandler: app.requireAdmin,
      schema: {
        summary: "Mark a charity's donee status as checked",
        description:
          'Admins only, after checking its BIR donee registration (and PCNC accreditation) and TIN. From then ' +
          'its pages say gifts are tax-deductible, until a validity date passes or the charity changes any ' +
          'donee field (which clears the check). 400 when it gave none, 409 when it has expired, 404 for an ' +
          'unknown charity. Checking again moves the date.',
        tags: ['admin'],
        params: ZIdParams,
        response: {
          200: ZAdminOrganization,
          400: ZErrorResponse,
          404: ZErrorResponse,
          409: ZErrorResponse,
          ...signedIn,
          403: ZErrorResponse,
        },
      },
    },
    async (request) => {
      await checkDonee(app.db, request.params.id);
      return loadOrganization(app.db, request.params.id);
    },
  );

  app.get(
    '/get/my/tax-details',
    {
      preHandler: app.requireUser,
      schema: {
        summary: 'Get my tax details (TIN masked)',
        description:
          'For the form: the TIN with every digit but the last three hidden, the registered name and address; ' +
          '`taxDetails` null when none were given. 503 when the server cannot open them (its key is wrong).',
        tags: ['certificates'],
        response: { 200: ZTaxDetailsResponse, 503: ZErrorResponse, ...signedIn },
      },
    },
    async (request) => taxDetailsForForm(app.db, key, currentUser(request).userID),
  );

  app.post(
    '/post/my/tax-details',
    {
      preValidation: app.requireUser,
      schema: {
        summary: 'Save my tax details',
        description:
          '`{ tin, registeredName?, registeredAddress }`: the TIN as 9 or 12 digits (000-000-000 or ' +
          '000-000-000-000), stored encrypted (AES-256-GCM) with the name and address, and put only on my ' +
          "Certificates of Donation. Replaces any saved before. 400 with the field's message.",
        tags: ['certificates'],
        body: ZTaxDetailsRequest,
        response: {
          200: ZTaxDetailsResponse.extend({ message: z.string() }),
          400: ZErrorResponse,
          ...signedIn,
        },
      },
    },
    async (request) => {
      const { userID } = currentUser(request);
      await saveTaxDetails(app.db, key, userID, request.body);
      return {
        message: t('certificates.taxDetails.saved'),
        ...(await taxDetailsForForm(app.db, key, userID)),
      };
    },
  );

  app.get(
    '/get/donations/:reqId/certificate.pdf',
    {
      preHandler: app.requireUser,
      schema: {
        summary: "Download a gift's Certificate of Donation (BIR Form 2322, PDF)",
        description:
          "The donor, the charity's representative or an admin (403 for anyone else, 404 for an unknown " +
          '`req_id`). Page 1 of the form filled in for the representative to sign, numbered in the ' +
          "charity's series for the gift's year (`2026-0001`): the donor's first request gives the number, the " +
          'same one ever after. 409 with the reason: not completed; the charity was not a checked, valid ' +
          "donee on the gift's day; the donor gave no tax details; for the representative and admins, the " +
          'donor has not asked for it yet.',
        tags: ['certificates'],
        params: z.object({ reqId: ZDonationStatusRequest.shape.req_id }),
      },
    },
    async (request, reply) => {
      const { number, pdf } = await certificateForUser(
        app.db,
        key,
        request.params.reqId,
        currentUser(request),
      );
      return reply
        .type('application/pdf')
        .header('content-disposition', `inline; filename="certificate-of-donation-${number}.pdf"`)
        .send(pdf);
    },
  );

  app.get(
    '/get/my/statements',
    {
      preHandler: app.requireUser,
      schema: {
        summary: 'List the years of my yearly statements',
        description:
          'Each year (Philippine time) with completed gifts, newest first: its count and total (pesos).',
        tags: ['certificates'],
        response: { 200: z.array(ZStatementYear), ...signedIn },
      },
    },
    async (request) => statementYears(app.db, currentUser(request).userID),
  );

  app.get(
    '/get/my/statements/:year.pdf',
    {
      preHandler: app.requireUser,
      schema: {
        summary: 'Download my yearly statement (PDF)',
        description:
          "The caller's completed gifts of the year (Philippine time), each with its receipt number, charity, " +
          'date and amount, and the total. 404 for a year without any.',
        tags: ['certificates'],
        params: ZStatementParams,
      },
    },
    async (request, reply) => {
      const { year } = request.params;
      const pdf = await statementForUser(app.db, currentUser(request).userID, year);
      return reply
        .type('application/pdf')
        .header('content-disposition', `inline; filename="tabang-statement-${year}.pdf"`)
        .send(pdf);
    },
  );
};
export default routes;
