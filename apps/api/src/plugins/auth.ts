import type { User } from '@tabang/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError, forbidden, unauthorized } from '../errors';
import { t } from '../i18n';
import { resolveSession } from '../lib/sessions';

export type CurrentUser = User & { sessionHash: string };

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user, or null. Set for every request from the bearer token or the session cookie. */
    user: CurrentUser | null;
    /** The raw session token this request authenticated with, if any. */
    sessionToken: string | null;
    authenticatedBy: 'bearer' | 'cookie' | null;
    /** Whether the session (if any) has been looked up; public reads leave it for whoever needs it. */
    sessionChecked: boolean;
  }
  interface FastifyInstance {
    /** preHandler: 401 unless signed in. */
    requireUser: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /** preHandler: 401 unless signed in, 403 unless an admin. */
    requireAdmin: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    sessionCookieName: string;
  }
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The signed-in user of a guarded route (after requireUser), typed as present. */
export function currentUser(request: FastifyRequest): CurrentUser {
  if (!request.user) throw unauthorized();
  return request.user;
}

/** Looks up the session the request carries (bearer token first, then the cookie) and sets `request.user`. */
async function authenticate(request: FastifyRequest): Promise<void> {
  request.sessionChecked = true;
  const header = request.headers.authorization;
  const bearer = header?.startsWith('Bearer ') ? header.slice(7).trim() : '';
  const cookie = request.cookies[request.server.sessionCookieName] ?? '';
  const token = bearer || cookie;
  if (!token || token.length > 200) return;
  const user = await resolveSession(request.server.db, token);
  if (!user) return;
  request.user = user;
  request.sessionToken = token;
  request.authenticatedBy = bearer ? 'bearer' : 'cookie';
}

/**
 * The signed-in user or null. A public read (the same answer for everyone) skips the session lookup in onRequest,
 * so a cached answer costs no query; what still needs to know who asks, as the request limit, asks here.
 */
export async function resolveUser(request: FastifyRequest): Promise<CurrentUser | null> {
  if (!request.sessionChecked) await authenticate(request);
  return request.user;
}

async function authPlugin(app: FastifyInstance) {
  const production = app.config.env === 'production';
  // In production the cookie is Secure with the __Host- prefix (ASVS 3.3.1); plain HTTP on localhost cannot use it.
  app.decorate('sessionCookieName', production ? '__Host-tabang_session' : 'tabang_session');
  app.decorateRequest('user', null);
  app.decorateRequest('sessionToken', null);
  app.decorateRequest('authenticatedBy', null);
  app.decorateRequest('sessionChecked', false);
  const publicOrigin = new URL(app.config.publicUrl).origin;

  // A callback hook, so a public read (the most frequent request) passes without a promise.
  app.addHook('onRequest', (request, _reply, done) => {
    if (request.method === 'GET' && request.routeOptions.config.publicRead) return done();
    checkSession(request).then(() => done(), done);
  });

  /** Who is asking, and for a change made with the session cookie, that it comes from our own pages. */
  async function checkSession(request: FastifyRequest) {
    await authenticate(request);
    if (!request.user) return;

    // A browser sends the cookie on its own, so a state-changing request authenticated by it must come
    // from our own pages (SameSite=Lax covers most of this; the Origin check covers the rest).
    if (request.authenticatedBy === 'cookie' && !SAFE_METHODS.has(request.method)) {
      const origin = request.headers.origin;
      const site = request.headers['sec-fetch-site'];
      const host = request.headers.host;
      // A page sent with a no-referrer policy makes the browser say `Origin: null`; Sec-Fetch-Site still tells.
      const sameOrigin =
        origin === undefined ||
        origin === publicOrigin ||
        (host !== undefined && origin === `${request.protocol}://${host}`) ||
        (origin === 'null' && site === 'same-origin');
      if (!sameOrigin || site === 'cross-site') throw new AppError('FORBIDDEN', t('errors.crossOrigin'));
    }
  }

  app.decorate('requireUser', async (request: FastifyRequest) => {
    if (!request.user) throw unauthorized();
  });
  app.decorate('requireAdmin', async (request: FastifyRequest) => {
    if (!request.user) throw unauthorized();
    if (request.user.role !== 'admin') throw forbidden();
  });
}

export default fp(authPlugin, { name: 'auth', dependencies: ['@fastify/cookie'] });
