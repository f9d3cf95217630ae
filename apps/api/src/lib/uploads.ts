import { rm } from 'node:fs/promises';
import path from 'node:path';
import type { Config } from '../config.ts';

/** Where customers' re-encoded photos live (served under /uploads/). */
export const uploadDir = (config: Pick<Config, 'UPLOAD_DIR' | 'DATA_DIR'>) => path.resolve(config.UPLOAD_DIR ?? path.join(config.DATA_DIR, 'uploads'));

/** Deletes the files behind `/uploads/<name>` URLs; a missing file is fine (already gone). */
export async function removeUploads(dir: string, urls: string[]) {
  await Promise.all(urls.map((url) => rm(path.join(dir, path.basename(url)), { force: true })));
}

/** MP4 brands a browser's <video> plays (ISO base media, MPEG-4, H.264, DASH); HEIF pictures and QuickTime are refused. */
const MP4_BRANDS = new Set(['isom', 'iso2', 'iso4', 'iso5', 'iso6', 'mp41', 'mp42', 'avc1', 'M4V ', 'dash', 'mmp4']);

/** Whether the first bytes of a file are an MP4's `ftyp` box with a brand a browser plays (sniffed, never the name). */
export function isMp4(head: Buffer): boolean {
  return head.length >= 12 && head.toString('latin1', 4, 8) === 'ftyp' && MP4_BRANDS.has(head.toString('latin1', 8, 12));
}
