import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { CAMPAIGN_PICTURE_SIZES, MAX_CAMPAIGN_PICTURE_BYTES, campaignPictureFile } from '@shine/shared/rules/campaign-picture';
import * as contracts from '@shine/shared/contracts/offers-admin';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError, badRequest } from '../../lib/errors.ts';
import { isJpegPngOrWebp, reencodeWebp } from '../../lib/image-reencode.ts';
import { routeOf } from '../../lib/route-of.ts';
import { removeUploads, uploadDir as uploadDirOf } from '../../lib/uploads.ts';
import { requireAdmin } from '../backoffice/index.ts';
import { type PictureChange, setCampaignPicture } from './campaigns-admin.ts';

const backoffice = { tags: ['backoffice'], security: [{ staffCookie: [] }] };
const MB = 1024 * 1024;
const SIDES = [CAMPAIGN_PICTURE_SIZES.detail, CAMPAIGN_PICTURE_SIZES.thumb];
const pictureFormat = () => badRequest('IMAGE_INVALID', 'admin.salon.photoFormat', { mb: MAX_CAMPAIGN_PICTURE_BYTES / MB });
const tooLarge = () => new AppError(413, 'FILE_TOO_LARGE', 'admin.salon.fileTooLarge', { mb: MAX_CAMPAIGN_PICTURE_BYTES / MB });
const isTooLarge = (err: unknown) => (err as { code?: string } | null)?.code === 'FST_REQ_FILE_TOO_LARGE';

/** The one picture of a request, re-encoded to WebP in the site's sizes (detail, thumbnail); nothing is stored here. */
async function readPicture(request: FastifyRequest): Promise<Buffer[]> {
  if (!request.isMultipart()) throw pictureFormat();
  try {
    const part = await request.file({ limits: { fileSize: MAX_CAMPAIGN_PICTURE_BYTES, files: 1, fields: 2 } });
    if (!part) throw pictureFormat();
    const raw = await part.toBuffer();
    if (!isJpegPngOrWebp(raw)) throw pictureFormat();
    return await reencodeWebp(raw, SIDES).catch(() => Promise.reject(pictureFormat()));
  } catch (err) {
    throw isTooLarge(err) ? tooLarge() : err;
  }
}

/**
 * A campaign's picture (issue 32, `offer.edit`): uploaded and re-encoded to WebP in the sizes the vouchers show
 * (as a salon's photos are), or removed. Each change is audited on the campaign; the customer's vouchers show it
 * at their next load, and the old picture's files are deleted once the change is committed.
 */
export const campaignPictureRoutes: FastifyPluginAsyncZod = async (app) => {
  const uploadDir = uploadDirOf(app.deps.config);
  const done = async ({ campaign, unusedFiles }: PictureChange) => {
    await removeUploads(uploadDir, unusedFiles);
    return { data: campaign };
  };

  app.route({
    ...routeOf(contracts.uploadCampaignPicture, {
      ...backoffice,
      summary: `Uploads a campaign's picture: one multipart file (JPEG, PNG or WebP by content, ${MAX_CAMPAIGN_PICTURE_BYTES / MB} MB at most); it replaces the picture; audited`,
      description: `Re-encoded to WebP, longest side ${CAMPAIGN_PICTURE_SIZES.detail} px (the voucher's detail) and ${CAMPAIGN_PICTURE_SIZES.thumb} px (the list's thumbnail), EXIF stripped. 400 IMAGE_INVALID for another format or an unreadable picture, 413 FILE_TOO_LARGE, 404 CAMPAIGN_NOT_FOUND. Nothing of the body is read before the role is checked.`,
      consumes: ['multipart/form-data'],
    }),
    handler: async (request) => {
      const actor = requireAdmin(request, 'offer.edit');
      const [detail, thumb] = await readPicture(request);
      const id = randomUUID();
      const files = [campaignPictureFile(id, 'detail'), campaignPictureFile(id, 'thumb')];
      const stored = files.map((name) => `/uploads/${name}`);
      await mkdir(uploadDir, { recursive: true });
      await Promise.all([writeFile(path.join(uploadDir, files[0]!), detail!), writeFile(path.join(uploadDir, files[1]!), thumb!)]);
      try {
        return await done(await setCampaignPicture(app.deps, actor, request.params.id, stored[0]!));
      } catch (err) {
        await removeUploads(uploadDir, stored); // refused (an unknown campaign): the files go too
        throw err;
      }
    },
  });

  app.route({
    ...routeOf(contracts.removeCampaignPicture, {
      ...backoffice,
      summary: "Removes a campaign's picture (the vouchers show the site's default one); audited",
      description: '404 CAMPAIGN_NOT_FOUND.',
    }),
    handler: async (request) => done(await setCampaignPicture(app.deps, requireAdmin(request, 'offer.edit'), request.params.id, null)),
  });
};
