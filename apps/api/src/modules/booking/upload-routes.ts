import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import * as contracts from '@shine/shared/contracts/booking';
import { ZBoolish, ZId, zText } from '@shine/shared/schemas/common';
import { MAX_IMAGES } from '@shine/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { badRequest } from '../../lib/errors.ts';
import { reencodeUpload } from '../../lib/image-reencode.ts';
import { routeOf } from '../../lib/route-of.ts';
import { removeUploads, uploadDir as uploadDirOf } from '../../lib/uploads.ts';
import { bookingAccess } from './booking-access.ts';
import { findExtensibleBooking, saveBookingExtension } from './booking-extras.ts';

/** This site's own pictures only (collection images, earlier uploads): a same-origin path, never an outside or relative address. */
const OWN_IMAGE_PATH = /^\/(?:images|uploads)(?:\/[\w-]+(?:\.[\w-]+)*)+\.(?:svg|jpe?g|png|webp)$/;

function parseJson(value: unknown): unknown {
  if (typeof value !== 'string' || !value) return value ?? [];
  try {
    return JSON.parse(value) as unknown;
  } catch {
    return value; // not JSON: z.array refuses it with a 400
  }
}

const ZExtensionFields = z.object({
  skinnerId: z.preprocess((v) => (v === '' || v === '0' ? null : v), ZId.nullable()).default(null),
  acceptMakePhoto: ZBoolish.default(true),
  muonCaoMat: ZBoolish.default(false),
  note: zText(500, { multiline: true }).nullish(),
  photos: z.preprocess(parseJson, z.array(z.object({ url: z.string().max(200).regex(OWN_IMAGE_PATH), name: zText(100).nullish() }))).default([]),
});

/**
 * UploadImageApi(bookingId): up to 3 hairstyle images (uploads and/or collection picks), skinner, note.
 * The caller must own the booking (booking token or logged in as its phone) before a byte of the body is
 * read, and nothing is written unless the whole request is valid.
 */
export const bookingUploadRoutes: FastifyPluginAsyncZod = async (app) => {
  const uploadDir = uploadDirOf(app.deps.config);

  app.route({
    ...routeOf(contracts.uploadBookingImages, {
      tags: ['booking'],
      summary: 'UploadImageApi: multipart images (max 3, 5 MB each), skinnerId, acceptMakePhoto, muonCaoMat, photos (JSON), note',
      description: 'Owner only: the `X-Booking-Token` create returned, or logged in as the booking phone; otherwise 404 before the body is read.',
      consumes: ['multipart/form-data'],
    }),
    handler: async (request) => {
      const booking = await findExtensibleBooking(app.deps, request.params.id, bookingAccess(request));
      if (!request.isMultipart()) throw badRequest('MULTIPART_REQUIRED', 'image.invalid');
      const fields: Record<string, string> = {};
      const files: Buffer[] = [];
      for await (const part of request.parts({ limits: { fileSize: 5 * 1024 * 1024, files: MAX_IMAGES, fields: 20 } })) {
        if (part.type === 'file') files.push(await reencodeUpload(await part.toBuffer()));
        else fields[part.fieldname] = String(part.value);
      }
      const parsed = ZExtensionFields.safeParse(fields);
      if (!parsed.success) throw badRequest('VALIDATION_ERROR', 'image.invalid');
      const input = parsed.data;
      if (files.length + input.photos.length > MAX_IMAGES) throw badRequest('TOO_MANY_IMAGES', 'image.tooMany');

      await mkdir(uploadDir, { recursive: true });
      const stored = await Promise.all(
        files.map(async (buffer) => {
          const name = `${randomUUID()}.jpg`;
          await writeFile(path.join(uploadDir, name), buffer);
          return { url: `/uploads/${name}`, name: null };
        }),
      );
      const images = [...input.photos.map((p) => ({ url: p.url, name: p.name ?? null })), ...stored];
      try {
        await saveBookingExtension(app.deps, {
          booking,
          skinnerId: input.skinnerId,
          acceptMakePhoto: input.acceptMakePhoto,
          muonCaoMat: input.muonCaoMat,
          note: input.note ?? null,
          images,
        });
      } catch (err) {
        // Refused (e.g. a skinner not on shift): the files of this request go too.
        await removeUploads(
          uploadDir,
          stored.map((s) => s.url),
        );
        throw err;
      }
      return { data: { bookingId: request.params.id, images } };
    },
  });
};
