import { IMAGE_MAX_SIDE, IMAGE_QUALITY } from '@shine/shared';

// Device photos are shrunk before upload (spec §5: longest side at most 1024 px, JPEG quality 0.2 for the
// booking's hairstyle photos; the salon's after-cut photos, kept in his history, ask for a better quality).

export type ImageProblem = 'format' | 'context' | 'blob';

export class ImageProcessingError extends Error {
  constructor(readonly problem: ImageProblem) {
    super(`image ${problem}`);
    this.name = 'ImageProcessingError';
  }
}

/** Size that fits inside `maxSide` keeping the ratio; never enlarges. */
export function fitWithin(width: number, height: number, maxSide = IMAGE_MAX_SIDE): { width: number; height: number } {
  const scale = Math.min(1, maxSide / Math.max(width, height, 1));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

export async function downscaleImage(file: Blob, quality = IMAGE_QUALITY): Promise<Blob> {
  if (!file.type.startsWith('image/')) throw new ImageProcessingError('format');
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file);
  } catch {
    throw new ImageProcessingError('format');
  }
  const size = fitWithin(bitmap.width, bitmap.height);
  const canvas = document.createElement('canvas');
  canvas.width = size.width;
  canvas.height = size.height;
  const context = canvas.getContext('2d');
  if (!context) {
    bitmap.close();
    throw new ImageProcessingError('context');
  }
  // JPEG has no transparency: a white background instead of black.
  context.fillStyle = '#fff';
  context.fillRect(0, 0, size.width, size.height);
  context.drawImage(bitmap, 0, 0, size.width, size.height);
  bitmap.close();
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', quality));
  if (!blob) throw new ImageProcessingError('blob');
  return blob;
}
