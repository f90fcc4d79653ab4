import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** Helmet's headers on every answer, with a Content Security Policy that allows only what the web app uses. */
async function securityHeaders(app: FastifyInstance) {
  const production = app.config.env === 'production';
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        frameSrc: ['https://www.google.com', 'https://maps.google.com'],
        connectSrc: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: production ? [] : null,
      },
    },
    crossOriginEmbedderPolicy: false,
    hsts: production ? { maxAge: 31_536_000, includeSubDomains: true } : false,
  });
}

export default fp(securityHeaders, { name: 'security-headers' });
