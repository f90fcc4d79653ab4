import {
  ZDeleteAccountRequest,
  ZErrorResponse,
  ZLanguageUpdate,
  ZMessageResponse,
  ZProfile,
  ZProfileUpdate,
  ZProfileUpdateResponse,
} from '@tabang/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { inLanguage, t } from '../../i18n';
import { currentUser } from '../../plugins/auth';
import { perMinute } from '../../plugins/request-limits';
import { deleteAccount, exportMyData, getProfile, updateLanguage, updateProfile } from './service';

/** The signed-in person's own account: profile, data download and deletion. Only ever the caller's own. */
const routes: FastifyPluginAsyncZod = async (app) => {
  const signedIn = { 401: ZErrorResponse };

  app.get(
    '/get/my/profile',
    {
      preHandler: app.requireUser,
      schema: { summary: 'Get my profile', tags: ['account'], response: { 200: ZProfile, ...signedIn } },
    },
    async (request) => getProfile(app.db, currentUser(request).userID),
  );

  // Signed out is a 401 whatever the body: the check runs before the body's validation.
  app.post(
    '/post/my/profile',
    {
      preValidation: app.requireUser,
      schema: {
        summary: 'Update my profile',
        description:
          "Under sign-up's rules (400 with its messages); email and role are not changed here. `smsOptIn` " +
          'left out keeps the choice; opting in to texts needs a Philippine mobile `contactNumber`, opting ' +
          'out is always accepted.',
        tags: ['account'],
        body: ZProfileUpdate,
        response: { 200: ZProfileUpdateResponse, ...signedIn },
      },
    },
    async (request) => {
      const profile = await updateProfile(app.db, currentUser(request).userID, request.body);
      // The navigation bar's name comes from /auth/authenticated, which the web app asks again.
      return { message: t('account.profile.saved'), profile };
    },
  );

  app.post(
    '/post/my/language',
    {
      preValidation: app.requireUser,
      schema: {
        summary: 'Choose my language',
        description:
          "`en`, `fil` or `ceb`: the account's emails come in it from now on, and the answer is already in " +
          'it.',
        tags: ['account'],
        body: ZLanguageUpdate,
        response: { 200: ZMessageResponse, ...signedIn },
      },
    },
    async (request) => {
      const { language } = request.body;
      await updateLanguage(app.db, currentUser(request).userID, language);
      // Said in the language just chosen, which the next pages will speak too.
      return { message: inLanguage(language, () => t('account.language.saved')) };
    },
  );

  // No response schema: the answer is a file of the person's own data.
  const myData = {
    preHandler: app.requireUser,
    schema: {
      summary: 'Download everything held about me',
      description:
        'A JSON file (`tabang-my-data.json`, an attachment): the account, likes, volunteering, donations, ' +
        'leaderboard total, charities represented, events created, calendar feed, sessions and reset links; ' +
        "never a password's or token's hash.",
      tags: ['account'],
    },
  };
  app.get('/get/my/data', myData, async (request, reply) => {
    const data = await exportMyData(
      app.db,
      currentUser(request).userID,
      app.config.publicUrl,
      app.config.taxDetailsKey,
    );
    reply.header('content-disposition', 'attachment; filename="tabang-my-data.json"');
    return reply.type('application/json; charset=utf-8').send(JSON.stringify(data, null, 2));
  });

  app.post(
    '/post/my/delete',
    {
      preValidation: app.requireUser,
      // Signed in: counted per account (perMinute's default), so people sharing an address never meet.
      config: perMinute(app, app.config.limits.passwordChecksPerAccount),
      schema: {
        summary: 'Delete my account',
        description:
          'Needs the current `password` (a wrong one is a 400 and counts as a failed login), ' +
          `${app.config.limits.passwordChecksPerAccount} tries a minute per account. The account is ` +
          'anonymised ("Deleted user"); its likes, volunteering (a slot it held goes to the first on the ' +
          'waitlist), leaderboard total, calendar feed and sessions are removed; its donations stay. The ' +
          'session cookie is cleared.',
        tags: ['account'],
        body: ZDeleteAccountRequest,
        response: { 200: ZMessageResponse, ...signedIn },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      await deleteAccount(app.db, app, app.config.login, user.userID, request.body.password, request.ip);
      request.log.info({ userID: user.userID }, 'account deleted');
      reply.clearCookie(app.sessionCookieName, {
        httpOnly: true,
        sameSite: 'lax',
        path: '/',
        secure: app.config.env === 'production',
      });
      return { message: t('account.delete.deleted') };
    },
  );
};

export default routes;
