// QR decoding for the promo-code scanner: the browser's BarcodeDetector where it reads QR codes,
// otherwise the small pure-JS jsQR, fetched only then.

export type QrDecode = (image: ImageData) => Promise<string | null>;

interface DetectedBarcode {
  rawValue: string;
}
interface BarcodeDetectorLike {
  detect(image: ImageBitmapSource): Promise<DetectedBarcode[]>;
}
interface BarcodeDetectorClass {
  new (options: { formats: string[] }): BarcodeDetectorLike;
  getSupportedFormats?(): Promise<string[]>;
}

async function nativeDecoder(): Promise<QrDecode | null> {
  const Detector = (globalThis as { BarcodeDetector?: BarcodeDetectorClass }).BarcodeDetector;
  if (!Detector) return null;
  try {
    const formats = (await Detector.getSupportedFormats?.()) ?? ['qr_code'];
    if (!formats.includes('qr_code')) return null;
    const detector = new Detector({ formats: ['qr_code'] });
    return async (image) => (await detector.detect(image))[0]?.rawValue ?? null;
  } catch {
    return null;
  }
}

export async function createQrDecoder(): Promise<QrDecode> {
  const native = await nativeDecoder();
  if (native) return native;
  const { default: jsQR } = await import('jsqr');
  return async (image) => jsQR(image.data, image.width, image.height, { inversionAttempts: 'attemptBoth' })?.data ?? null;
}
