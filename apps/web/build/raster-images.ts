import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import type { Plugin } from 'vite';

/**
 * The demo pictures (public/images/demo and public/images/collections) are drawn as SVG, the committed
 * source, and shipped as WebP: a browser builds a document on the main thread for every SVG `<img>`,
 * while it decodes a raster image off it (ADR 011). The seed names the .webp files.
 *
 * The build writes `x.webp` next to each `x.svg` in dist/; the dev server answers `/images/…/x.webp`
 * from `x.svg` on the fly. Each picture is rasterised at its own width and height (the generators draw
 * them at twice the size they are shown) and cached by content in Vite's cache folder
 * (apps/web/node_modules/.vite), so a build only redraws what changed.
 *
 * The favicon goes the same way, as a PNG (what every browser takes as an icon): Chromium decodes a page's
 * icon in the page's own renderer, and an SVG one cost a 40–90 ms task there while the page loaded.
 */
const RASTER_DIRS = ['images/demo', 'images/collections'];
const FAVICON = { source: 'brand/favicon.svg', fileName: 'brand/favicon.png', size: 192 } as const;
const WEBP = { quality: 82, effort: 4 } as const;
/** Changing how pictures are drawn (options, sharp) must not reuse the cache of the previous way. */
const CACHE_KEY = `webp-${WEBP.quality}-${WEBP.effort}-${sharp.versions.sharp ?? ''}`;
/** sharp draws on libvips' threads; a few pictures at a time keep two cores busy without piling up. */
const BATCH = 4;

export function rasterImages(): Plugin {
  let publicDir = '';
  let cacheDir = '';
  const drawFavicon = () => faviconPng(readFileSync(path.join(publicDir, FAVICON.source)));
  return {
    name: 'shine:raster-images',
    configResolved(config) {
      publicDir = config.publicDir;
      cacheDir = path.join(config.cacheDir, 'raster-images');
    },
    async generateBundle() {
      const sources = RASTER_DIRS.flatMap((dir) =>
        readdirSync(path.join(publicDir, dir))
          .filter((name) => name.endsWith('.svg'))
          .map((name) => `${dir}/${name}`),
      );
      for (let i = 0; i < sources.length; i += BATCH) {
        await Promise.all(
          sources.slice(i, i + BATCH).map(async (source) => {
            const webp = await cachedWebp(readFileSync(path.join(publicDir, source)), cacheDir);
            this.emitFile({ type: 'asset', fileName: source.replace(/\.svg$/, '.webp'), source: webp });
          }),
        );
      }
      this.emitFile({ type: 'asset', fileName: FAVICON.fileName, source: await drawFavicon() });
    },
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const send = (type: string, image: Promise<Buffer>) =>
          image.then((body) => {
            res.setHeader('content-type', type);
            res.setHeader('cache-control', 'no-cache');
            res.end(body);
          }, next);
        const url = (req.url ?? '').split('?')[0] ?? '';
        if (url === `/${FAVICON.fileName}`) return void send('image/png', drawFavicon());
        const picture = /^\/([\w/-]+)\.webp$/.exec(url)?.[1];
        const source = picture && RASTER_DIRS.includes(path.posix.dirname(picture)) && path.join(publicDir, `${picture}.svg`);
        if (!source || !existsSync(source)) return next();
        void send('image/webp', cachedWebp(readFileSync(source), cacheDir));
      });
    },
  };
}

/** The WebP of one SVG, at the SVG's own size. */
export function svgToWebp(svg: Buffer): Promise<Buffer> {
  return sharp(svg).webp(WEBP).toBuffer();
}

/** The favicon as a square PNG of FAVICON.size pixels, drawn from its SVG at that size (not scaled up). */
export function faviconPng(svg: Buffer): Promise<Buffer> {
  const { size } = FAVICON;
  return sharp(svg, { density: (72 * size) / 64 })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toBuffer();
}

async function cachedWebp(svg: Buffer, cacheDir: string): Promise<Buffer> {
  const file = path.join(cacheDir, `${createHash('sha256').update(CACHE_KEY).update(svg).digest('hex').slice(0, 32)}.webp`);
  if (existsSync(file)) return readFileSync(file);
  const webp = await svgToWebp(svg);
  mkdirSync(cacheDir, { recursive: true });
  writeFileSync(file, webp);
  return webp;
}
