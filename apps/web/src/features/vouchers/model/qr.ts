import { QR_ASPECT_RATIO, QR_ASPECT_RATIO_WIDE, QR_BOX_RATIO, QR_SCANNER_FPS, QR_WIDE_FROM } from '@shine/shared/rules/ui-constants';

/** Spec §9: the camera is scanned 10 times a second. */
export const QR_FRAME_INTERVAL_MS = Math.round(1000 / QR_SCANNER_FPS);

/** The square scanned in a frame: 60% of the smaller side, centred. */
export function scanBox(width: number, height: number): { x: number; y: number; size: number } {
  const size = Math.round(Math.min(width, height) * QR_BOX_RATIO);
  return { x: Math.round((width - size) / 2), y: Math.round((height - size) / 2), size };
}

/** Width / height of the camera view: 2, or 1/1.5 above 1100 px wide (spec §9). */
export const scannerAspectRatio = (viewportWidth: number): number => (viewportWidth > QR_WIDE_FROM ? QR_ASPECT_RATIO_WIDE : QR_ASPECT_RATIO);

/** A picture is decoded at most this large on its longer side (phone photos are 12 MP). */
export const QR_IMAGE_MAX_SIDE = 1024;

export function fitWithin(width: number, height: number, max = QR_IMAGE_MAX_SIDE): { width: number; height: number } {
  const scale = Math.min(1, max / Math.max(width, height, 1));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}
