import {
  type Language,
  ZAuthenticatedResponse,
  ZChangePasswordRequest,
  ZEmailAvailableRequest,
  ZEmailAvailableResponse,
  ZErrorResponse,
  ZForgotPasswordRequest,
  ZLoginRequest,
  ZLoginResponse,
  ZMessageResponse,
  ZRegisterRequest,
  ZRegisterResponse,
  ZResetPasswordRequest,
  ZResetTokenCheckRequest,
  ZResetTokenCheckResponse,
} from '@tabang/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { t } from '../../i18n';
import { revokeSession } from '../../lib/sessions';
import { currentUser } from '../../plugins/auth';
import { addressKey, perMinute } from '../../plugins/request-limits';
import { changePassword } from '../account/service';
import {
  emailTaken,
  logIn,
  registerUser,
  requestPasswordReset,
  resetPassword,
  resetTokenUsable,
} from './service';

/** The page a cookie session gets at GET /auth/logout: one button that posts the logout from our own origin. */
const logoutPage = (language: Language) => `<!doctype html>
<html lang="${language}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${t('auth.session.logoutTitle')}</title></head>
<body style="font-family: system-ui, sans-serif; max-width: 28rem; margin: 4rem auto; padding: 0 1rem">
<h1>${t('auth.session.logoutTitle')}</h1>
<form method="post" action="/auth/logout" enctype="text/plain">
<button type="submit" style="min-height: 2.75rem; padding: 0 1.25rem; font: inherit; font-weight: 600">${t('common.nav.logout')}</button>
</form>
<p><a href="/">${t('auth.session.stayLoggedIn')}</a></p>
</body>
</html>
`;

const routes: FastifyPluginAsyncZod = async (app) => {
  const secure = app.config.env === 'production';
  const cookieOptions = { httpOnly: true, sameSite: 'lax', path: '/', secure } as const;

  const { limits } = app.config;
  // The signed-out paths are counted per address. For sign-in and reset links the ceiling is one that hundreds of
  // people behind one address (a venue's Wi-Fi, a carrier's NAT) stay under: it only bounds a flood, as guessing
  // a password is stopped per account in the database (rate-limit.ts), whatever the address.
  const perAddress = (max: number) => perMinute(app, max, addressKey);

  const clearSessionCookie = (reply: FastifyReply) => reply.clearCookie(app.sessionCookieName, cookieOptions);

  app.post(
    '/register',
    {
      config: perAddress(limits.signUpPerAddress),
      schema: {
        summary: 'Create an account',
        description:
          '201 with the new `userID`; 409 for a taken email. The username is made by the server, and the ' +
          `request's language becomes the account's. ${limits.signUpPerAddress} sign-ups a minute per address.`,
        tags: ['auth'],
        body: ZRegisterRequest,
        response: { 201: ZRegisterResponse },
      },
    },
    async (request, reply) => {
      const { userID } = await registerUser(app.db, request.body, request.language);
      request.log.info({ userID }, 'account created');
      return reply.status(201).send({ message: t('auth.register.created'), userID });
    },
  );

  // Sign-up's step 1 asks this before step 2. It says no more than the register call itself ("this email has an
  // account"), under the same per-address limit, so it is no better a way to list accounts than signing up is.
  app.post(
    '/email-available',
    {
      config: perAddress(limits.signUpPerAddress),
      schema: {
        summary: 'Tell whether an email may sign up',
        description:
          "Sign-up's first step asks before the second. It tells no more than `register`'s 409, under the " +
          'same per-address limit.',
        tags: ['auth'],
        body: ZEmailAvailableRequest,
        response: { 200: ZEmailAvailableResponse },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { available: !(await emailTaken(app.db, request.body.email)) };
    },
  );

  app.post(
    '/login',
    {
      config: perAddress(limits.loginPerAddress),
      schema: {
        summary: 'Sign in',
        description:
          'Answers a bearer `token` and sets the session cookie: with `rememberMe` for 30 days, else until ' +
          'the browser closes (12 hours at most). The same 401 for an unknown email and a wrong password; ' +
          'failed logins are counted per account and per address, and past a limit the answer is 429 with ' +
          '`Retry-After`.',
        tags: ['auth'],
        body: ZLoginRequest,
        response: { 200: ZLoginResponse },
      },
    },
    async (request, reply) => {
      const session = await logIn(app.db, app.config.login, request.body, request.ip).catch(
        (error: unknown) => {
          request.log.warn({ ip: request.ip }, 'login failed');
          throw error;
        },
      );
      // The session this browser had before (if any) is replaced, so it ends now rather than idling on.
      if (request.sessionToken) await revokeSession(app.db, request.sessionToken);
      reply.setCookie(app.sessionCookieName, session.token, {
        ...cookieOptions,
        // Without "Remember me" the cookie ends with the browser session (no Max-Age).
        ...(session.persistent
          ? {
              expires: session.expiresAt,
              maxAge: Math.floor((session.expiresAt.getTime() - Date.now()) / 1000),
            }
          : {}),
      });
      reply.header('cache-control', 'no-store');
      request.log.info({ userID: session.user.userID }, 'logged in');
      return { message: t('auth.login.success'), token: session.token, user: session.user };
    },
  );

  app.get(
    '/authenticated',
    {
      schema: {
        summary: 'Tell who is signed in',
        description:
          'Anyone: `authenticated` and the `user` (null when signed out). `Cache-Control: no-store`.',
        tags: ['auth'],
        response: { 200: ZAuthenticatedResponse },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const user = request.user;
      return user
        ? {
            authenticated: true,
            user: {
              userID: user.userID,
              firstName: user.firstName,
              lastName: user.lastName,
              role: user.role,
              language: user.language,
            },
          }
        : { authenticated: false, user: null };
    },
  );

  const bearerToken = (request: FastifyRequest) => {
    const header = request.headers.authorization;
    return header?.startsWith('Bearer ') ? header.slice(7).trim() : '';
  };
  const wantsPage = (request: FastifyRequest) => request.headers.accept?.includes('text/html') ?? false;

  /** Ends the sessions named by the bearer token and the cookie (the web app sends both), and clears the cookie. */
  async function logOut(request: FastifyRequest, reply: FastifyReply) {
    const tokens = new Set(
      [bearerToken(request), request.cookies[app.sessionCookieName] ?? ''].filter(
        (token) => token.length > 0 && token.length <= 200,
      ),
    );
    for (const token of tokens) await revokeSession(app.db, token);
    clearSessionCookie(reply);
    reply.header('cache-control', 'no-store');
    // A browser that submits the logout form lands on the login page.
    if (wantsPage(request)) return reply.redirect('/login', 303);
    return { message: t('auth.session.loggedOut') };
  }

  app.post(
    '/logout',
    {
      schema: {
        summary: 'Sign out',
        description:
          'Ends the sessions of the bearer token and of the cookie, and clears the cookie. A form submission ' +
          '(`Accept: text/html`) is redirected to /login.',
        tags: ['auth'],
        response: { 200: ZMessageResponse },
      },
    },
    logOut,
  );

  // No response schema: the answer is the message or the confirmation page.
  const logoutLink = {
    schema: {
      summary: 'Sign out with the bearer token, or confirm on a page',
      description:
        'With the bearer token (or no session), as the POST. With only the cookie, which any site can make a ' +
        'browser send here, it ends nothing and answers a page whose Logout button POSTs.',
      tags: ['auth'],
    },
  };
  app.get('/logout', logoutLink, async (request, reply) => {
    // Any site can link here, and the browser adds the cookie to that navigation; only the bearer header, which
    // no other site can set, ends a session on a GET. A cookie session is asked to confirm with a POST.
    if (bearerToken(request) || !request.user) return logOut(request, reply);
    reply.header('cache-control', 'no-store');
    return reply.type('text/html; charset=utf-8').send(logoutPage(request.language));
  });

  app.post(
    '/forgot-password',
    {
      config: perAddress(limits.forgotPasswordPerAddress),
      schema: {
        summary: 'Email a password reset link',
        description:
          'The same answer whether or not the email has an account. The link works once, for 30 minutes. ' +
          `${limits.forgotPasswordPerAddress} requests a minute per address.`,
        tags: ['auth'],
        body: ZForgotPasswordRequest,
        response: { 200: ZMessageResponse },
      },
    },
    async (request) => {
      await requestPasswordReset(
        { db: app.db, jobs: app.jobs, publicUrl: app.config.publicUrl },
        request.body.email,
      );
      return { message: t('auth.forgot.sent') };
    },
  );

  app.post(
    '/reset-password',
    {
      config: perAddress(limits.passwordResetPerAddress),
      schema: {
        summary: 'Set a new password with a reset link',
        description:
          "The new password follows sign-up's rules; 400 for a link that is unknown, used or expired. Ends " +
          "all the account's sessions and lifts its failed-login throttle.",
        tags: ['auth'],
        body: ZResetPasswordRequest,
        response: { 200: ZMessageResponse },
      },
    },
    async (request) => {
      await resetPassword(app.db, request.body.token, request.body.password);
      request.log.info('password reset; all sessions of the account ended');
      return { message: t('auth.reset.success') };
    },
  );

  // The reset page asks this when it opens, so a used or expired link says so before anyone types a password.
  app.post(
    '/reset-password/check',
    {
      config: perAddress(limits.passwordResetPerAddress),
      schema: {
        summary: 'Tell whether a reset link still works',
        description: 'Without using it up: the reset page asks when it opens.',
        tags: ['auth'],
        body: ZResetTokenCheckRequest,
        response: { 200: ZResetTokenCheckResponse },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { usable: await resetTokenUsable(app.db, request.body.token) };
    },
  );

  app.post(
    '/password',
    {
      // Signed out is a 401 whatever the body.
      preValidation: app.requireUser,
      // Signed in: counted per account (perMinute's default), so people sharing an address never meet.
      config: perMinute(app, limits.passwordChecksPerAccount),
      schema: {
        summary: 'Change my password',
        description:
          'Needs the `currentPassword` (a wrong one is a 400 and counts as a failed login); the new one ' +
          "follows sign-up's rules. Every other session of the account ends and its reset links stop " +
          `working. ${limits.passwordChecksPerAccount} tries a minute per account.`,
        tags: ['auth'],
        body: ZChangePasswordRequest,
        response: { 200: ZMessageResponse, 401: ZErrorResponse },
      },
    },
    async (request) => {
      const user = currentUser(request);
      await changePassword(app.db, app.config.login, user, request.body, request.ip);
      request.log.info({ userID: user.userID }, 'password changed; other sessions ended');
      return { message: t('account.password.changed') };
    },
  );
};

export default routes;
