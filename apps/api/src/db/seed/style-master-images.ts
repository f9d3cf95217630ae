/**
 * Portrait pictures (3:4) of the Style Master posts and the contest banner: a finished cut on a studio
 * backdrop, no words (the page writes titles in HTML).
 */
import { img } from './images.ts';
import { comb, dots, gradient, head, palette, scissors, sparkle, svg } from './svg-art.ts';

export const STYLE_POST_IMAGE_COUNT = 66;

export const stylePostImage = (n: number) => img(`style-post-${((n - 1) % STYLE_POST_IMAGE_COUNT) + 1}`);
export const contestImage = (mobile: boolean) => img(`contest-style-master${mobile ? '-mb' : ''}`);

const SHIRTS = ['#22324a', '#6b2d2d', '#2f5d50', '#3d3a75', '#8a6d3b', '#1d1d1d', '#5a6f8a', '#7a3b5c'];
const DYES = [undefined, undefined, undefined, '#8d8f96', '#7a5236', '#c9a15b', undefined, '#4a2f5e'];

export function stylePostSvg(n: number, title: string): string {
  const p = palette(n);
  const shirt = SHIRTS[n % SHIRTS.length] ?? '#333';
  const dye = DYES[(n * 5) % DYES.length];
  const body =
    `${gradient('g', p.bg, p.bg2, true)}<rect width="600" height="800" fill="url(#g)"/>` +
    `<circle cx="300" cy="360" r="${230 + (n % 4) * 12}" fill="${p.soft}" opacity="0.16"/>` +
    dots(40 + (n % 3) * 20, 60, 6, 4, 22, 3, p.accent, 0.35) +
    sparkle(480 - (n % 5) * 20, 120 + (n % 4) * 15, 14, p.accent, 0.85) +
    sparkle(110, 640 - (n % 3) * 30, 9, p.soft, 0.6) +
    head(300, 380, 130, n, shirt, n % 10, dye) +
    (n % 2 ? scissors(500, 690, 0.9, p.accent) : comb(490, 690, 0.9, p.accent));
  return svg(600, 800, title, body);
}

export function contestSvg(mobile: boolean): string {
  const p = palette(4);
  const [w, h] = mobile ? [750, 1000] : [1920, 640];
  const cx = mobile ? 375 : 1400;
  const cy = mobile ? 560 : 330;
  const r = mobile ? 170 : 150;
  const body =
    `${gradient('g', p.bg, p.bg2)}<rect width="${w}" height="${h}" fill="url(#g)"/>` +
    dots(mobile ? 60 : 140, 80, 10, 5, 28, 4, p.accent, 0.3) +
    `<circle cx="${cx}" cy="${cy}" r="${r * 1.9}" fill="${p.soft}" opacity="0.12"/>` +
    head(cx - r * 1.2, cy + r * 0.3, r * 0.6, 3, '#3d3a75', 2) +
    head(cx + r * 1.2, cy + r * 0.3, r * 0.6, 8, '#2f5d50', 7) +
    head(cx, cy, r * 0.8, 5, '#6b2d2d', 9) +
    sparkle(cx - r * 1.8, cy - r * 1.1, 20, p.accent) +
    sparkle(cx + r * 1.7, cy - r * 1.2, 14, p.accent, 0.8) +
    scissors(mobile ? 120 : 420, h - 120, 1.4, p.accent);
  return svg(w, h, 'Style Master', body);
}
