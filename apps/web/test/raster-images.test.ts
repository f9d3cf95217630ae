import { readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { faviconPng, svgToWebp } from '../build/raster-images.ts';

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

  it('draws the favicon as a sharp 192 px PNG: its dark tile in the corners, the gold scissors in it', async () => {
    const png = await faviconPng(readFileSync(path.join(publicDir, 'brand/favicon.svg')));

    expect(await sharp(png).metadata()).toMatchObject({ format: 'png', width: 192, height: 192 });
    const { data } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
    const pixel = (x: number, y: number) => [...data.subarray((y * 192 + x) * 3, (y * 192 + x) * 3 + 3)];
    // The tile's colour (#0a0f1a) inside its rounded corner, and the scissors' gold (#f4a62a) on a blade.
    expect(pixel(96, 12)).toEqual([10, 15, 26]);
    const gold = [...Array(192).keys()].some((x) => {
      const [r, g, b] = pixel(x, 66);
      return r! > 200 && g! > 130 && g! < 190 && b! < 90;
    });
    expect(gold).toBe(true);
  });
});
