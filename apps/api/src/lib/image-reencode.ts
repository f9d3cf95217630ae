import pLimit from 'p-limit';
import sharp from 'sharp';
import { badRequest } from './errors.ts';

/**
 * The most pixels an upload may have: 4096×4096. The client downscales to 1024 px (spec §9); a small
 * file can still announce tens of megapixels, each decoded into memory (about 4 bytes a pixel).
 * sharp checks this against the image's header, before anything is decoded.
 */
export const MAX_UPLOAD_PIXELS = 4096 * 4096;

/**
 * Decodes running at once, for the whole process: each may hold up to ~64 MB of pixels, and libvips
 * spreads one image over several threads anyway, so more at once adds memory, not speed. The rest
 * wait in line (p-limit) before their pixels are allocated. (sharp.concurrency() would only set the
 * threads per image, not how many images are decoded together.)
 */
export const DECODES_AT_ONCE = 2;

const decodes = pLimit(DECODES_AT_ONCE);

/** How busy the decode line is (for tests and diagnostics). */
export const imageDecodes = {
  get active() {
    return decodes.activeCount;
  },
  get waiting() {
    return decodes.pendingCount;
  },
};

/** Refused: not an image sharp reads, or over MAX_UPLOAD_PIXELS. */
export class ImageRefusedError extends Error {}

/** Re-encodes an upload (never stored as sent): EXIF/GPS stripped, longest side 1024 px, JPEG. */
export function reencodeImage(buffer: Buffer): Promise<Buffer> {
  return decodes(async () => {
    try {
      return await sharp(buffer, { limitInputPixels: MAX_UPLOAD_PIXELS })
        .rotate()
        .resize(1024, 1024, { fit: 'inside', withoutEnlargement: true })
        .jpeg({ quality: 80, mozjpeg: true })
        .toBuffer();
    } catch (err) {
      throw new ImageRefusedError('image refused', { cause: err });
    }
  });
}

/**
 * Re-encodes an upload to WebP once per longest side in `sides` (never enlarged), from one decode in the same
 * line and under the same pixel limit as the JPEG re-encode: EXIF/GPS stripped, turned upright.
 */
export function reencodeWebp(buffer: Buffer, sides: readonly number[]): Promise<Buffer[]> {
  return decodes(async () => {
    try {
      const upright = sharp(buffer, { limitInputPixels: MAX_UPLOAD_PIXELS }).rotate();
      return await Promise.all(
        sides.map((side) => upright.clone().resize(side, side, { fit: 'inside', withoutEnlargement: true }).webp({ quality: 80 }).toBuffer()),
      );
    } catch (err) {
      throw new ImageRefusedError('image refused', { cause: err });
    }
  });
}

/** Whether the bytes are a JPEG, PNG or WebP file by its signature (what a photo upload may be). */
export function isJpegPngOrWebp(buffer: Buffer): boolean {
  if (buffer.length >= 3 && buffer[0] === 0xff && buffer[1] === 0xd8 && buffer[2] === 0xff) return true;
  if (buffer.length >= 8 && buffer.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return true;
  return buffer.length >= 12 && buffer.toString('latin1', 0, 4) === 'RIFF' && buffer.toString('latin1', 8, 12) === 'WEBP';
}

/** An upload re-encoded for storage; one sharp refuses (unreadable, too many pixels) is a 400 IMAGE_INVALID. */
export async function reencodeUpload(buffer: Buffer): Promise<Buffer> {
  try {
    return await reencodeImage(buffer);
  } catch {
    throw badRequest('IMAGE_INVALID', 'image.invalid');
  }
}
