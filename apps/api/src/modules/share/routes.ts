import { ZIdParams } from '@tabang/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { matchesEtag } from '../images/http';
import { type ShareImage, shareImage } from './image';
import { type ShareKind, SITE_IMAGE_ROUTE } from './service';

/** Previews are kept a day; a new picture shows in new shares after that. */
const SHARE_IMAGE_CACHE_CONTROL = 'public, max-age=86400';

function send(image: ShareImage, request: FastifyRequest, reply: FastifyReply) {
  reply.header('etag', image.etag).header('cache-control', SHARE_IMAGE_CACHE_CONTROL);
  if (matchesEtag(request.headers['if-none-match'], image.etag)) return reply.status(304).send();
  return reply.type('image/jpeg').send(image.bytes);
}

// The link-preview pictures (og:image) of the charity and event pages and of the site (modules/share/service.ts).
const routes: FastifyPluginAsyncZod = async (app) => {
  app.get(SITE_IMAGE_ROUTE, async (request, reply) =>
    send(await shareImage(app.db, app.blobs), request, reply),
  );
  for (const kind of ['charity', 'event'] as const satisfies ShareKind[])
    app.get(`/get/share/${kind}/:id.jpg`, { schema: { params: ZIdParams } }, async (request, reply) =>
      send(await shareImage(app.db, app.blobs, { kind, id: request.params.id }), request, reply),
    );
};
export default routes;
