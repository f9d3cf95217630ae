import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { ZBoolish, ZId, ZOptionalPhone } from '@shine/shared/schemas/common';
import { MAX_IMAGES } from '@shine/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import sharp from 'sharp';
import { z } from 'zod';
import { badRequest } from '../../lib/errors.ts';
import { saveBookingExtension } from './booking-extras.ts';

const ZExtensionFields = z.object({
  phone: ZOptionalPhone,
  skinnerId: z.preprocess((v) => (v === '' || v === '0' ? null : v), ZId.nullable()).default(null),
  acceptMakePhoto: ZBoolish.default(true),
  muonCaoMat: ZBoolish.default(false),
  note: z.string().trim().max(500).nullish(),
  // Collection / history pictures are our own local images: a path, never an outside address.
  photos: z
    .preprocess((v) => (typeof v === 'string' && v ? JSON.parse(v) : v ?? []), z.array(z.object({ url: z.string().regex(/^\/[\w\-./]+$/), name: z.string().max(100).nullish() })))
    .default([]),
});

/** Re-encodes an upload (never stored as sent): EXIF/GPS stripped, longest side 1024 px, JPEG. */
async function reencode(buffer: Buffer): Promise<Buffer> {
  try {
    return await sharp(buffer, { limitInputPixels: 40_000_000 })
      .rotate()
      .resize(1024, 1024, { fit: 'inside', withoutEnlargement: true })
      .jpeg({ quality: 80, mozjpeg: true })
      .toBuffer();
  } catch {
    throw badRequest('IMAGE_INVALID', 'image.invalid');
  }
}

/** UploadImageApi(bookingId): up to 3 hairstyle images (uploads and/or collection picks), skinner, note. */
export const bookingUploadRoutes: FastifyPluginAsyncZod = async (app) => {
  const uploadDir = path.resolve(app.deps.config.UPLOAD_DIR ?? path.join(app.deps.config.DATA_DIR, 'uploads'));

  app.post(
    '/api/v1/booking/:id/images',
    {
      schema: {
        tags: ['booking'],
        summary: 'UploadImageApi: multipart images (max 3, 5 MB each), skinnerId, acceptMakePhoto, muonCaoMat, photos (JSON), note, phone',
        consumes: ['multipart/form-data'],
        params: z.object({ id: ZId }),
        response: { 200: z.object({ data: z.object({ bookingId: z.number(), images: z.array(z.object({ url: z.string(), name: z.string().nullable() })) }) }) },
      },
    },
    async (request) => {
      if (!request.isMultipart()) throw badRequest('MULTIPART_REQUIRED', 'image.invalid');
      const fields: Record<string, string> = {};
      const files: Buffer[] = [];
      for await (const part of request.parts({ limits: { fileSize: 5 * 1024 * 1024, files: MAX_IMAGES, fields: 20 } })) {
        if (part.type === 'file') files.push(await reencode(await part.toBuffer()));
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
      await saveBookingExtension(app.deps, {
        bookingId: request.params.id,
        phone: input.phone,
        caller: request.customer,
        skinnerId: input.skinnerId,
        acceptMakePhoto: input.acceptMakePhoto,
        muonCaoMat: input.muonCaoMat,
        note: input.note ?? null,
        images,
      });
      return { data: { bookingId: request.params.id, images } };
    },
  );
};
