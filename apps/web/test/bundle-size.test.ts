import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';
import { expect, it } from 'vitest';

/** Budget of the home route's initial JavaScript (gzip). */
const BUDGET_BYTES = 150 * 1024;
const webRoot = path.resolve(import.meta.dirname, '..');

type Manifest = Record<string, { file: string; isEntry?: boolean; imports?: string[] }>;

/**
 * Builds the app into a temp folder and sums the gzip size of the entry chunk and every chunk it
 * imports statically, recursively: what a visitor downloads before home renders (home is not lazy;
 * every other page is a dynamic import and does not count).
 */
async function homeInitialJsGzipBytes(): Promise<number> {
  const outDir = await mkdtemp(path.join(os.tmpdir(), 'shine-web-bundle-'));
  // Vitest sets NODE_ENV=test, which would make Vite bundle React's development build.
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await build({ root: webRoot, logLevel: 'warn', build: { outDir, emptyOutDir: true, manifest: true } });
    const manifest = JSON.parse(await readFile(path.join(outDir, '.vite/manifest.json'), 'utf8')) as Manifest;
    const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
    if (!entry) throw new Error('the build manifest has no entry chunk');

    const chunks = new Set<string>();
    const visit = (key: string) => {
      if (chunks.has(key)) return;
      chunks.add(key);
      manifest[key]?.imports?.forEach(visit);
    };
    visit(entry);

    let total = 0;
    for (const key of chunks) {
      const file = manifest[key]?.file;
      if (file?.endsWith('.js')) total += gzipSync(await readFile(path.join(outDir, file))).length;
    }
    return total;
  } finally {
    process.env.NODE_ENV = nodeEnv;
    await rm(outDir, { recursive: true, force: true });
  }
}

it('keeps the home route initial JavaScript within 150 KB gzip', async () => {
  const bytes = await homeInitialJsGzipBytes();
  console.info(`home route initial JS: ${(bytes / 1024).toFixed(1)} KB gzip (budget ${BUDGET_BYTES / 1024} KB)`);
  expect(bytes).toBeLessThanOrEqual(BUDGET_BYTES);
});
