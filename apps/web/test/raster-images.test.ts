import { readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { svgToWebp } from '../build/raster-images.ts';

const publicDir = path.resolve(import.meta.dirname, '../public');

describe('demo pictures shipped as WebP', () => {
  it('draws an SVG as a WebP of the same size, with its picture in it', async () => {
    const svg = readFileSync(path.join(publicDir, 'images/demo/salon-1.svg'));
    const webp = await svgToWebp(svg);

    const meta = await sharp(webp).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 800, height: 500 });
    // A real picture, not a blank or transparent square: its colours vary, as the drawing's do.
    const { channels } = await sharp(webp).stats();
    expect(channels.slice(0, 3).every((channel) => channel.stdev > 10)).toBe(true);
    // The point of shipping WebP is the browser's work, not the bytes; still, a salon photo stays small.
    expect(webp.length).toBeLessThan(60_000);
  });
});
