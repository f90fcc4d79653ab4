import { ZIdParams } from '@tabang/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { matchesEtag } from '../images/http';
import { type SharePreview, sharePreviews } from './image';
import { type ShareKind, SITE_IMAGE_ROUTE } from './service';

/**
 * The URL stays while the charity's picture changes, so a cache keeps a preview a day and then asks again with
 * its ETag (which names the picture it was drawn from).
 */
const SHARE_IMAGE_CACHE_CONTROL = 'public, max-age=86400';

async function send(preview: SharePreview, request: FastifyRequest, reply: FastifyReply) {
  const cached = (etag: string) =>
    reply.header('etag', etag).header('cache-control', SHARE_IMAGE_CACHE_CONTROL);
  if (matchesEtag(request.headers['if-none-match'], preview.etag))
    return cached(preview.etag).status(304).send();
  // Headers only once it is there: a 503 (queue full) must not be kept a day.
  const image = await preview.load();
  return cached(image.etag).type('image/jpeg').send(image.bytes);
}

// The link-preview pictures (og:image) of the charity and event pages and of the site (modules/share/service.ts).
const routes: FastifyPluginAsyncZod = async (app) => {
  const previewOf = sharePreviews({ blobs: app.blobs, queue: app.imageQueue, log: app.log });
  app.get(SITE_IMAGE_ROUTE, async (request, reply) => send(await previewOf(app.db), request, reply));
  for (const kind of ['charity', 'event'] as const satisfies ShareKind[])
    app.get(`/get/share/${kind}/:id.jpg`, { schema: { params: ZIdParams } }, async (request, reply) =>
      send(await previewOf(app.db, { kind, id: request.params.id }), request, reply),
    );
};
export default routes;
