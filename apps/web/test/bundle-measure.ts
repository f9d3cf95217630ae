import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';

const webRoot = path.resolve(import.meta.dirname, '..');

type Manifest = Record<string, { file: string; isEntry?: boolean; imports?: string[] }>;

/**
 * Builds the app into a temp folder and sums the gzip size of the entry chunk, the given route
 * modules (lazy page chunks, by source path such as 'src/features/booking/pages/booking-page.tsx')
 * and every chunk they import statically, recursively: what a visitor downloads before that page
 * renders. Dynamic imports (other pages, modals loaded on demand) do not count.
 */
export async function initialJsGzipBytes(routeModules: string[] = []): Promise<number> {
  const outDir = await mkdtemp(path.join(os.tmpdir(), 'shine-web-bundle-'));
  // Vitest sets NODE_ENV=test, which would make Vite bundle React's development build.
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await build({ root: webRoot, logLevel: 'warn', build: { outDir, emptyOutDir: true, manifest: true } });
    const manifest = JSON.parse(await readFile(path.join(outDir, '.vite/manifest.json'), 'utf8')) as Manifest;
    const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
    if (!entry) throw new Error('the build manifest has no entry chunk');
    for (const route of routeModules) {
      if (!manifest[route]) throw new Error(`the build manifest has no chunk for ${route}`);
    }

    const chunks = new Set<string>();
    const visit = (key: string) => {
      if (chunks.has(key)) return;
      chunks.add(key);
      manifest[key]?.imports?.forEach(visit);
    };
    [entry, ...routeModules].forEach(visit);

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
