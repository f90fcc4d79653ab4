import {
  CHARITY_FIELD_LABELS,
  CHARITY_IMAGE_FIELDS,
  t,
  translateMessage,
  ZAddCharityFields,
  ZAddCharityResponse,
  ZErrorResponse,
} from '@tabang/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { badRequest } from '../../errors';
import { currentUser } from '../../plugins/auth';
import { perMinute } from '../../plugins/request-limits';
import { prepareImage } from '../../storage/images';
import { readMultipart } from '../../storage/multipart';
import { addCharity, assertCanAddCharity, type CharityImages } from './create-service';

const routes: FastifyPluginAsyncZod = async (app) => {
  // Multipart: the text fields of ZAddCharityFields plus the logo and featured picture files.
  app.post(
    '/post/organizations/add',
    {
      preHandler: app.requireUser,
      config: perMinute(app, app.config.limits.uploadsPerAccount),
      schema: {
        response: {
          201: ZAddCharityResponse,
          400: ZErrorResponse,
          413: ZErrorResponse,
          415: ZErrorResponse,
          429: ZErrorResponse,
          503: ZErrorResponse,
        },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const { fields, files } = await readMultipart(request, CHARITY_IMAGE_FIELDS);
      // Every text field is checked before any image is decoded.
      const parsed = ZAddCharityFields.safeParse(fields);
      if (!parsed.success) throw badRequest(translateMessage(parsed.error.issues[0]!.message));
      for (const field of CHARITY_IMAGE_FIELDS)
        if (!files[field])
          throw badRequest(t('charities.imageRequired', { field: CHARITY_FIELD_LABELS[field] }));
      const { charitiesPerDay } = app.config.limits;
      await assertCanAddCharity(app.db, user, charitiesPerDay);
      // Both images are one turn in the queue: a request is either refused whole or decoded whole.
      const images: CharityImages = await app.imageQueue.run(async () => ({
        organizationProfilePicture: await prepareImage(files.organizationProfilePicture!),
        organizationFeaturedPicture: await prepareImage(files.organizationFeaturedPicture!),
      }));
      const organizationID = await addCharity(app.db, app.blobs, user, parsed.data, images, charitiesPerDay);
      return reply.status(201).send({ message: t('charities.added'), organizationID });
    },
  );
};
export default routes;
