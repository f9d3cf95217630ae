import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, open, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import * as contracts from '@shine/shared/contracts/backoffice';
import {
  MAX_SALON_PHOTOS,
  MAX_SALON_PHOTO_BYTES,
  MAX_SALON_VIDEO_BYTES,
  SALON_PHOTO_SIZES,
  salonPhotoFile,
  youtubeVideoId,
} from '@shine/shared/rules/salon-media';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError, badRequest } from '../../lib/errors.ts';
import { isJpegPngOrWebp, reencodeWebp } from '../../lib/image-reencode.ts';
import { routeOf } from '../../lib/route-of.ts';
import { isMp4, removeUploads, uploadDir as uploadDirOf } from '../../lib/uploads.ts';
import { requireAdmin } from './backoffice-guard.ts';
import { type MediaChange, addSalonPhotos, arrangeSalonPhotos, setSalonVideo } from './manage-salon-media.ts';

const tags = ['backoffice'];
const security = [{ staffCookie: [] }];
const MB = 1024 * 1024;
const SIDES = [SALON_PHOTO_SIZES.gallery, SALON_PHOTO_SIZES.card];
const photoFormat = () => badRequest('IMAGE_INVALID', 'admin.salon.photoFormat', { mb: MAX_SALON_PHOTO_BYTES / MB });
const videoFormat = () => badRequest('VIDEO_INVALID', 'admin.salon.videoFormat', { mb: MAX_SALON_VIDEO_BYTES / MB });
const tooLarge = (bytes: number) => new AppError(413, 'FILE_TOO_LARGE', 'admin.salon.fileTooLarge', { mb: bytes / MB });
const isTooLarge = (err: unknown) => (err as { code?: string } | null)?.code === 'FST_REQ_FILE_TOO_LARGE';

/** The photos of one request, each re-encoded to WebP in the site's sizes; nothing is stored until all are read. */
async function readPhotos(request: FastifyRequest): Promise<Buffer[][]> {
  if (!request.isMultipart()) throw photoFormat();
  const photos: Buffer[][] = [];
  try {
    for await (const part of request.parts({ limits: { fileSize: MAX_SALON_PHOTO_BYTES, files: MAX_SALON_PHOTOS, fields: 2 } })) {
      if (part.type !== 'file') continue;
      const raw = await part.toBuffer();
      if (!isJpegPngOrWebp(raw)) throw photoFormat();
      photos.push(await reencodeWebp(raw, SIDES).catch(() => Promise.reject(photoFormat())));
    }
  } catch (err) {
    throw isTooLarge(err) ? tooLarge(MAX_SALON_PHOTO_BYTES) : err;
  }
  if (photos.length === 0) throw photoFormat();
  return photos;
}

/** The one MP4 of a request, streamed to `file` as sent (a video is not re-encoded); sniffed by its first bytes. */
async function storeVideo(request: FastifyRequest, file: string) {
  if (!request.isMultipart()) throw videoFormat();
  try {
    const part = await request.file({ limits: { fileSize: MAX_SALON_VIDEO_BYTES, files: 1, fields: 2 } });
    if (!part) throw videoFormat();
    await pipeline(part.file, createWriteStream(file));
    if (part.file.truncated) throw tooLarge(MAX_SALON_VIDEO_BYTES);
    const handle = await open(file);
    const head = Buffer.alloc(12);
    await handle.read(head, 0, 12, 0).finally(() => handle.close());
    if (!isMp4(head)) throw videoFormat();
  } catch (err) {
    await rm(file, { force: true });
    throw isTooLarge(err) ? tooLarge(MAX_SALON_VIDEO_BYTES) : err;
  }
}

/**
 * A salon's gallery (issue 32, `salon.edit` in his salons): photos uploaded and re-encoded to WebP in the sizes
 * the site shows (gallery and card), their order, the video (an MP4 stored as sent, or a YouTube link). Each
 * change is audited on the salon and the customer's pages show it at their next load.
 */
export const salonMediaAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const uploadDir = uploadDirOf(app.deps.config);
  /** Deletes the files of ours the change left unused (after its commit), and answers the salon. */
  const done = async ({ salon, unusedFiles }: MediaChange) => {
    await removeUploads(uploadDir, unusedFiles);
    return { data: salon };
  };

  app.route({
    ...routeOf(contracts.uploadSalonPhotos, {
      tags,
      security,
      summary: `Adds photos at the end of the salon's gallery: multipart files (JPEG, PNG or WebP by content, ${MAX_SALON_PHOTO_BYTES / MB} MB each), at most ${MAX_SALON_PHOTOS} in all`,
      description: `Re-encoded to WebP, longest side ${SALON_PHOTO_SIZES.gallery} px (gallery) and ${SALON_PHOTO_SIZES.card} px (salon card), EXIF stripped. 400 IMAGE_INVALID for another format or an unreadable picture, 413 FILE_TOO_LARGE, 409 SALON_PHOTO_LIMIT. Nothing of the body is read before the role and salon are checked.`,
      consumes: ['multipart/form-data'],
    }),
    handler: async (request) => {
      const actor = requireAdmin(request, 'salon.edit', request.params.id);
      const photos = await readPhotos(request);
      await mkdir(uploadDir, { recursive: true });
      const stored: string[] = [];
      const urls = await Promise.all(
        photos.map(async ([gallery, card]) => {
          const id = randomUUID();
          const files = [salonPhotoFile(id, 'gallery'), salonPhotoFile(id, 'card')];
          stored.push(...files.map((name) => `/uploads/${name}`));
          await Promise.all([writeFile(path.join(uploadDir, files[0]!), gallery!), writeFile(path.join(uploadDir, files[1]!), card!)]);
          return `/uploads/${files[0]}`;
        }),
      );
      try {
        return await done(await addSalonPhotos(app.deps, actor, request.params.id, urls));
      } catch (err) {
        await removeUploads(uploadDir, stored); // refused (the limit): the files go too
        throw err;
      }
    },
  });

  app.route({
    ...routeOf(contracts.arrangeSalonPhotos, {
      tags,
      security,
      summary: "The salon's photos in a new order; one left out is removed (its files too)",
      description: "Only the salon's own photos: one it no longer has (another manager's change) is a 409 SALON_MEDIA_CHANGED.",
    }),
    handler: async (request) =>
      done(await arrangeSalonPhotos(app.deps, requireAdmin(request, 'salon.edit', request.params.id), request.params.id, request.body.photos)),
  });

  app.route({
    ...routeOf(contracts.uploadSalonVideo, {
      tags,
      security,
      summary: `Uploads the salon's video: one MP4 file (by content), at most ${MAX_SALON_VIDEO_BYTES / MB} MB, stored as sent; it replaces the video`,
      description: '400 VIDEO_INVALID for another format, 413 FILE_TOO_LARGE.',
      consumes: ['multipart/form-data'],
    }),
    handler: async (request) => {
      const actor = requireAdmin(request, 'salon.edit', request.params.id);
      await mkdir(uploadDir, { recursive: true });
      const name = `salon-${randomUUID()}.mp4`;
      await storeVideo(request, path.join(uploadDir, name));
      try {
        return await done(await setSalonVideo(app.deps, actor, request.params.id, `/uploads/${name}`));
      } catch (err) {
        await removeUploads(uploadDir, [`/uploads/${name}`]);
        throw err;
      }
    },
  });

  app.route({
    ...routeOf(contracts.setSalonVideoLink, { tags, security, summary: "The salon's video as a YouTube link or id (kept as the id), or null for no video" }),
    handler: async (request) => {
      const actor = requireAdmin(request, 'salon.edit', request.params.id);
      const link = request.body.link;
      return done(await setSalonVideo(app.deps, actor, request.params.id, link === null ? null : youtubeVideoId(link)));
    },
  });
};
