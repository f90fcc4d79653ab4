import { normalizeIP } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { resolveUser } from './auth';

/**
 * The address a client is counted under: an IPv6 host holds a whole /64, so that prefix stands for it, and an
 * IPv4-mapped IPv6 address is its IPv4 address.
 */
export const clientAddress = (ip: string) => normalizeIP(ip, 64);

/**
 * The address a request comes from. Many people can share one: mobile carriers put thousands behind one
 * address, a venue's Wi-Fi a whole volunteer drive, so only anonymous requests and sign-up paths are counted
 * this way.
 */
export const addressKey = (request: FastifyRequest) => `address:${clientAddress(request.ip)}`;

/**
 * Who a request counts against: the signed-in account, else the address. The auth plugin resolves the session
 * in an app-wide onRequest hook, which Fastify runs before the rate limiter's per-route one, except for public
 * reads, whose session is looked up here only.
 */
export const clientKey = async (request: FastifyRequest) => {
  const user = await resolveUser(request);
  return user ? `account:${user.userID}` : addressKey(request);
};

/** A route's own per-minute limit, counted by `key`; none when rate limiting is off. */
export function perMinute(
  app: FastifyInstance,
  max: number,
  key: (request: FastifyRequest) => string | Promise<string> = clientKey,
) {
  return app.config.rateLimit ? { rateLimit: { max, timeWindow: '1 minute', keyGenerator: key } } : undefined;
}
