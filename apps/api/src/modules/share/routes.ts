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

/** The caching every preview route has, for its OpenAPI description. */
const PREVIEW_CACHING = `ETag (304 on a match) and \`Cache-Control: ${SHARE_IMAGE_CACHE_CONTROL}\`.`;

/** A charity's or event's preview route: its schema, with the OpenAPI words. */
const previewRoute = (kind: ShareKind) => ({
  schema: {
    summary:
      kind === 'charity' ? "Get a charity's link-preview picture" : "Get an event's link-preview picture",
    description:
      (kind === 'charity'
        ? "A 1200×630 JPEG of the charity's featured picture (cropped to fill), else its logo whole on the " +
          "app's teal"
        : "A 1200×630 JPEG of the event's poster (cropped to fill)") +
      `; the site's picture when there is none. 404 when the public cannot see the ${kind}; 503 \`busy\` ` +
      `(with \`Retry-After\`) while the image queue is full and the preview is not drawn yet. ${PREVIEW_CACHING}`,
    tags: ['share'],
    params: ZIdParams,
  },
});

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
  const site = {
    schema: {
      summary: "Get the site's link-preview picture",
      description: `A 1200×630 JPEG: the app's teal with its heart logo. ${PREVIEW_CACHING}`,
      tags: ['share'],
    },
  };
  app.get(SITE_IMAGE_ROUTE, site, async (request, reply) => send(await previewOf(app.db), request, reply));
  for (const kind of ['charity', 'event'] as const satisfies ShareKind[])
    app.get(`/get/share/${kind}/:id.jpg`, previewRoute(kind), async (request, reply) =>
      send(await previewOf(app.db, { kind, id: request.params.id }), request, reply),
    );
};
export default routes;
