import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import * as contracts from '@shine/shared/contracts/floor';
import { MAX_VISIT_PHOTOS, MAX_VISIT_PHOTO_BYTES } from '@shine/shared/schemas/floor';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { badRequest } from '../../lib/errors.ts';
import { routeOf } from '../../lib/route-of.ts';
import { isJpegPngOrWebp, reencodeUpload } from '../../lib/image-reencode.ts';
import { removeUploads, uploadDir as uploadDirOf } from '../../lib/uploads.ts';
import { requireFloorBooking } from './move-visit.ts';
import { requireStaff } from './staff-auth.ts';
import { addVisitPhotos, removeVisitPhoto, requirePhotoAccess } from './visit-photos.ts';

const security = [{ staffCookie: [] }];
const rules = `The visit's stylist or a manager of the salon (403 otherwise), today, while the visit is in the cut, finished or paid (409 PHOTO_NOT_NOW).`;

/** After-cut photos of a visit: they become the customer's history `finalImage` (/lich-su-cat). */
export const photoRoutes: FastifyPluginAsyncZod = async (app) => {
  const uploadDir = uploadDirOf(app.deps.config);

  app.route({
    ...routeOf(contracts.addVisitPhotos, {
      tags: ['floor'],
      summary: `Adds after-cut photos to a visit: multipart files (JPEG, PNG or WebP, ${MAX_VISIT_PHOTO_BYTES / 1024 / 1024} MB each), at most ${MAX_VISIT_PHOTOS} per visit in total; re-encoded, audited`,
      description: `${rules} 409 PHOTO_LIMIT when the visit would have more than ${MAX_VISIT_PHOTOS}; 400 IMAGE_INVALID for another format or an unreadable image. Nothing is read of the body before the checks pass.`,
      consumes: ['multipart/form-data'],
      security,
    }),
    handler: async (request) => {
      const actor = requireStaff(request);
      const booking = await requireFloorBooking(app.deps, request.params.bookingId);
      requirePhotoAccess(app.deps, actor, booking);
      if (!request.isMultipart()) throw badRequest('MULTIPART_REQUIRED', 'floor.photoFormat');
      const files: Buffer[] = [];
      for await (const part of request.parts({ limits: { fileSize: MAX_VISIT_PHOTO_BYTES, files: MAX_VISIT_PHOTOS, fields: 5 } })) {
        if (part.type !== 'file') continue;
        const raw = await part.toBuffer();
        if (!isJpegPngOrWebp(raw)) throw badRequest('IMAGE_INVALID', 'floor.photoFormat');
        files.push(await reencodeUpload(raw));
      }
      if (files.length === 0) throw badRequest('IMAGE_INVALID', 'floor.photoFormat');
      await mkdir(uploadDir, { recursive: true });
      const urls = await Promise.all(
        files.map(async (buffer) => {
          const name = `${randomUUID()}.jpg`;
          await writeFile(path.join(uploadDir, name), buffer);
          return `/uploads/${name}`;
        }),
      );
      try {
        return { data: await addVisitPhotos(app.deps, actor, { booking, urls }) };
      } catch (err) {
        await removeUploads(uploadDir, urls); // refused (the limit, the stage moved): the files go too
        throw err;
      }
    },
  });

  app.route({
    ...routeOf(contracts.removeVisitPhoto, {
      tags: ['floor'],
      summary: 'Removes a mistaken after-cut photo of a visit (its file too); audited',
      description: `${rules} 404 PHOTO_NOT_FOUND for a photo that is not one of this visit's.`,
      security,
    }),
    handler: async (request) => {
      const booking = await requireFloorBooking(app.deps, request.params.bookingId);
      const { result, url } = await removeVisitPhoto(app.deps, requireStaff(request), { booking, imageId: request.params.imageId });
      if (url.startsWith('/uploads/')) await removeUploads(uploadDir, [url]);
      return { data: result };
    },
  });
};
