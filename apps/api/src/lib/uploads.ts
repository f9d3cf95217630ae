import { rm } from 'node:fs/promises';
import path from 'node:path';
import type { Config } from '../config.ts';

/** Where customers' re-encoded photos live (served under /uploads/). */
export const uploadDir = (config: Pick<Config, 'UPLOAD_DIR' | 'DATA_DIR'>) => path.resolve(config.UPLOAD_DIR ?? path.join(config.DATA_DIR, 'uploads'));

/** Deletes the files behind `/uploads/<name>` URLs; a missing file is fine (already gone). */
export async function removeUploads(dir: string, urls: string[]) {
  await Promise.all(urls.map((url) => rm(path.join(dir, path.basename(url)), { force: true })));
}
