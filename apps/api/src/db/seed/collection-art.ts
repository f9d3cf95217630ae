/**
 * Pictures of the collections and the discover feed: people wearing the looks, no words drawn (the
 * name of each picture is in its <title>, the pages write theirs in HTML). Sizes: seed/collections.ts.
 */
import type { Look } from './hairstyle-looks.ts';
import { dots, gradient, head, palette, sparkle, svg } from './svg-art.ts';

const SHIRTS = ['#22324a', '#6b2d2d', '#2f5d50', '#444444', '#8a6d3b', '#3d3a75', '#1d1d1d', '#5a6f8a'];
const shirt = (n: number) => SHIRTS[((n % SHIRTS.length) + SHIRTS.length) % SHIRTS.length] ?? '#333';

function backdrop(id: string, w: number, h: number, n: number): string {
  const p = palette(n);
  return (
    `${gradient(id, p.bg, p.bg2)}<rect width="${w}" height="${h}" fill="url(#${id})"/>` +
    dots(w * 0.06, h * 0.08, 5, 4, Math.min(w, h) * 0.03, Math.min(w, h) * 0.005 + 1, p.soft, 0.35) +
    sparkle(w * 0.88, h * 0.14, Math.min(w, h) * 0.03, p.accent, 0.8)
  );
}

/** One look on a person: portrait 4:5 for pc, square for mobile. */
export function styleSvg(look: Look, n: number, width: number, height: number): string {
  const p = palette(n);
  const r = Math.min(width, height) * (height > width ? 0.19 : 0.17);
  const cx = width / 2;
  // Shoulders reach 3 radii below the centre: they run off the bottom edge, as in a portrait.
  const cy = height - 2.85 * r;
  const body =
    backdrop('g', width, height, n) +
    `<circle cx="${cx}" cy="${cy}" r="${r * 1.9}" fill="${p.ink}" opacity="0.06"/>` +
    `<circle cx="${cx}" cy="${cy}" r="${r * 2.05}" fill="none" stroke="${p.accent}" stroke-width="3" opacity="0.4"/>` +
    head(cx, cy, r, n + 1, shirt(n + 3), look.look, look.color);
  return svg(width, height, look.name, body);
}

/** A collection cover: several of its looks side by side (wide for pc, 4:5 below 768 px). */
export function coverSvg(title: string, looks: Look[], n: number, width: number, height: number): string {
  const p = palette(n);
  const wide = width / height >= 2;
  const shown = looks.slice(0, wide ? 3 : 2);
  const r = wide ? height * 0.19 : width * 0.2;
  const cy = height - 2.85 * r;
  const xs = wide ? shown.map((_, i) => width * (0.58 + i * 0.15)) : shown.map((_, i) => width * (0.3 + i * 0.4));
  const people = shown.map((look, i) => head(xs[i] ?? 0, cy + (i % 2) * r * 0.25, r, n + i + 1, shirt(n + i), look.look, look.color)).join('');
  const band = wide
    ? `<rect x="${width * 0.05}" y="${height * 0.3}" width="${width * 0.02}" height="${height * 0.4}" rx="6" fill="${p.accent}"/>`
    : `<rect x="${width * 0.1}" y="${height * 0.06}" width="${width * 0.8}" height="6" rx="3" fill="${p.accent}" opacity="0.7"/>`;
  return svg(width, height, title, backdrop('c', width, height, n) + band + people);
}

/** A discover picture: a look on a person (hairstyle posts), centred right on pc. */
export function discoverLookSvg(title: string, look: Look, n: number, width: number, height: number): string {
  const wide = width / height > 1.3;
  const r = Math.min(width, height) * (wide ? 0.19 : 0.18);
  const cx = wide ? width * 0.66 : width / 2;
  const cy = height - 2.85 * r;
  const p = palette(n);
  const body =
    backdrop('d', width, height, n) +
    `<circle cx="${cx}" cy="${cy}" r="${r * 2}" fill="${p.soft}" opacity="0.18"/>` +
    head(cx, cy, r, n, shirt(n), look.look, look.color);
  return svg(width, height, title, body);
}
