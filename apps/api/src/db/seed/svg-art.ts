/**
 * Small SVG drawing kit for the demo pictures: document wrapper, palettes, and the recurring motifs
 * (heads with hairstyles, scissors, comb, drops, tags and the salon's objects). Pure string building, no I/O.
 * Pictures carry no words: every label, headline or sign is written by the page's HTML instead.
 */

export type Palette = { bg: string; bg2: string; ink: string; accent: string; soft: string };

export const PALETTES: Palette[] = [
  { bg: '#0f1b2d', bg2: '#1f3552', ink: '#ffffff', accent: '#f2b441', soft: '#c9d6e8' },
  { bg: '#2b1d14', bg2: '#5a3a24', ink: '#fff7ec', accent: '#f0a25a', soft: '#e8cdb0' },
  { bg: '#12332c', bg2: '#1f5a4c', ink: '#f2fff9', accent: '#8be0c1', soft: '#bfe3d6' },
  { bg: '#f6f3ee', bg2: '#e8dfd0', ink: '#1b1b1b', accent: '#c8102e', soft: '#8a7f70' },
  { bg: '#1d1a3a', bg2: '#3a3370', ink: '#ffffff', accent: '#ff8fab', soft: '#c7c2f0' },
  { bg: '#fff8e7', bg2: '#ffe6a8', ink: '#2b2b2b', accent: '#0f1b2d', soft: '#9a8a5a' },
];

export const palette = (n: number): Palette => PALETTES[((n % PALETTES.length) + PALETTES.length) % PALETTES.length] as Palette;

export function esc(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

export function svg(width: number, height: number, title: string, body: string): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img">` +
    `<title>${esc(title)}</title>${body}</svg>\n`
  );
}

export function gradient(id: string, from: string, to: string, vertical = false): string {
  const dir = vertical ? 'x1="0" y1="0" x2="0" y2="1"' : 'x1="0" y1="0" x2="1" y2="1"';
  return `<defs><linearGradient id="${id}" ${dir}><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>`;
}

export function scissors(x: number, y: number, scale: number, color: string): string {
  return (
    `<g transform="translate(${x} ${y}) scale(${scale})" fill="none" stroke="${color}" stroke-width="6" stroke-linecap="round">` +
    `<circle cx="-22" cy="40" r="14"/><circle cx="22" cy="40" r="14"/><path d="M-14 28 L30 -40 M14 28 L-30 -40"/></g>`
  );
}

export function comb(x: number, y: number, scale: number, color: string): string {
  const teeth = Array.from({ length: 9 }, (_, i) => `<rect x="${-40 + i * 10}" y="0" width="4" height="26" rx="2"/>`).join('');
  return `<g transform="translate(${x} ${y}) scale(${scale})" fill="${color}"><rect x="-44" y="-14" width="92" height="16" rx="8"/>${teeth}</g>`;
}

/** A price tag (offer / gift marker) centred at (x, y), about 60 units wide at scale 1. */
export function tag(x: number, y: number, scale: number, color: string, hole: string): string {
  return (
    `<g transform="translate(${x} ${y}) scale(${scale}) rotate(-20)">` +
    `<path d="M-30 -18 L14 -18 L32 0 L14 18 L-30 18 Q-34 18 -34 14 L-34 -14 Q-34 -18 -30 -18Z" fill="${color}"/>` +
    `<circle cx="13" cy="0" r="5" fill="${hole}"/><path d="M-22 -7 L2 -7 M-22 7 L-4 7" stroke="${hole}" stroke-width="3" stroke-linecap="round" opacity="0.55"/></g>`
  );
}

/** A four-pointed sparkle centred at (x, y), radius r. */
export function sparkle(x: number, y: number, r: number, color: string, opacity = 1): string {
  const k = r * 0.22;
  return `<path d="M${x} ${y - r} Q${x + k} ${y - k} ${x + r} ${y} Q${x + k} ${y + k} ${x} ${y + r} Q${x - k} ${y + k} ${x - r} ${y} Q${x - k} ${y - k} ${x} ${y - r}Z" fill="${color}" opacity="${opacity}"/>`;
}

/** A block of small dots (decorative texture), top-left at (x, y). */
export function dots(x: number, y: number, cols: number, rows: number, gap: number, r: number, color: string, opacity: number): string {
  let out = '';
  for (let i = 0; i < cols; i++) for (let j = 0; j < rows; j++) out += `<circle cx="${x + i * gap}" cy="${y + j * gap}" r="${r}"/>`;
  return `<g fill="${color}" opacity="${opacity}">${out}</g>`;
}

export function drop(x: number, y: number, scale: number, color: string): string {
  return `<path transform="translate(${x} ${y}) scale(${scale})" d="M0 -40 C18 -14 30 2 30 18 A30 30 0 0 1 -30 18 C-30 2 -18 -14 0 -40Z" fill="${color}"/>`;
}

const SKINS = ['#f1c7a3', '#e5b08a', '#d39b74', '#c68863', '#f5d2b5'];
const HAIRS = ['#1b1b1b', '#2d1d14', '#3b2a1e', '#55402f', '#241a12', '#6b4424', '#14141c'];

/**
 * A head and shoulders facing the viewer, centred at (cx, cy) for a head of radius r.
 * style 0..9 picks the haircut; 'long' is used for women's portraits.
 */
export function head(cx: number, cy: number, r: number, seed: number, shirt: string, style: number | 'long', hairColor?: string): string {
  const skin = SKINS[seed % SKINS.length] ?? '#f1c7a3';
  const hair = hairColor ?? HAIRS[(seed * 3) % HAIRS.length] ?? '#1b1b1b';
  const shoulders = `<path d="M${cx - r * 1.9} ${cy + r * 3} C${cx - r * 1.8} ${cy + r * 1.5} ${cx - r * 0.9} ${cy + r * 1.2} ${cx} ${cy + r * 1.2} C${cx + r * 0.9} ${cy + r * 1.2} ${cx + r * 1.8} ${cy + r * 1.5} ${cx + r * 1.9} ${cy + r * 3}Z" fill="${shirt}"/>`;
  const neck = `<rect x="${cx - r * 0.32}" y="${cy + r * 0.6}" width="${r * 0.64}" height="${r * 0.7}" rx="${r * 0.2}" fill="${skin}"/>`;
  const face = `<ellipse cx="${cx}" cy="${cy}" rx="${r * 0.82}" ry="${r}" fill="${skin}"/>`;
  const eyes = `<circle cx="${cx - r * 0.3}" cy="${cy + r * 0.05}" r="${r * 0.07}" fill="#2a2a2a"/><circle cx="${cx + r * 0.3}" cy="${cy + r * 0.05}" r="${r * 0.07}" fill="#2a2a2a"/>`;
  const smile = `<path d="M${cx - r * 0.22} ${cy + r * 0.42} Q${cx} ${cy + r * 0.58} ${cx + r * 0.22} ${cy + r * 0.42}" stroke="#8a4a3a" stroke-width="${r * 0.06}" fill="none" stroke-linecap="round"/>`;
  const back =
    style === 'long'
      ? `<path d="M${cx - r} ${cy - r * 0.2} Q${cx - r * 1.1} ${cy + r * 1.6} ${cx - r * 0.5} ${cy + r * 1.7} L${cx + r * 0.5} ${cy + r * 1.7} Q${cx + r * 1.1} ${cy + r * 1.6} ${cx + r} ${cy - r * 0.2}Z" fill="${hair}"/>`
      : '';
  return `${back}${shoulders}${neck}${face}${eyes}${smile}${hairTop(cx, cy, r, style, hair)}`;
}

function hairTop(cx: number, cy: number, r: number, style: number | 'long', color: string): string {
  const top = cy - r;
  const w = r * 0.86;
  const f = (d: string) => `<path d="${d}" fill="${color}"/>`;
  if (style === 'long')
    return f(
      `M${cx - w} ${cy} Q${cx - w} ${top - r * 0.3} ${cx} ${top - r * 0.25} Q${cx + w} ${top - r * 0.3} ${cx + w} ${cy} Q${cx + r * 0.3} ${top + r * 0.3} ${cx - w} ${cy}Z`,
    );
  switch (style % 10) {
    case 0: // short crop
      return f(
        `M${cx - w} ${cy - r * 0.2} Q${cx - w} ${top - r * 0.2} ${cx} ${top - r * 0.15} Q${cx + w} ${top - r * 0.2} ${cx + w} ${cy - r * 0.2} Q${cx} ${top + r * 0.25} ${cx - w} ${cy - r * 0.2}Z`,
      );
    case 1: // side part
      return f(
        `M${cx - w} ${cy - r * 0.1} Q${cx - w * 1.05} ${top - r * 0.3} ${cx - r * 0.2} ${top - r * 0.3} Q${cx + w * 1.1} ${top - r * 0.3} ${cx + w} ${cy - r * 0.15} Q${cx + r * 0.2} ${top + r * 0.35} ${cx - r * 0.25} ${top + r * 0.05} Q${cx - w * 0.6} ${top + r * 0.4} ${cx - w} ${cy - r * 0.1}Z`,
      );
    case 2: // quiff
      return f(
        `M${cx - w} ${cy - r * 0.15} Q${cx - w} ${top - r * 0.1} ${cx - r * 0.3} ${top - r * 0.55} Q${cx + r * 0.6} ${top - r * 0.75} ${cx + w} ${top - r * 0.05} L${cx + w} ${cy - r * 0.15} Q${cx} ${top + r * 0.3} ${cx - w} ${cy - r * 0.15}Z`,
      );
    case 3: // buzz
      return `<path d="M${cx - w} ${cy - r * 0.25} Q${cx} ${top - r * 0.25} ${cx + w} ${cy - r * 0.25}" stroke="${color}" stroke-width="${r * 0.22}" fill="none" opacity="0.85"/>`;
    case 4: // curly perm
      return Array.from({ length: 9 }, (_, i) => {
        const a = Math.PI * (1 + i / 8);
        return `<circle cx="${cx + Math.cos(a) * w}" cy="${cy - r * 0.15 + Math.sin(a) * r * 0.95}" r="${r * 0.28}" fill="${color}"/>`;
      }).join('');
    case 5: // mohican
      return f(
        `M${cx - r * 0.25} ${top + r * 0.2} Q${cx - r * 0.2} ${top - r * 0.7} ${cx} ${top - r * 0.75} Q${cx + r * 0.2} ${top - r * 0.7} ${cx + r * 0.25} ${top + r * 0.2}Z`,
      );
    case 6: // fringe (two block)
      return f(
        `M${cx - w} ${cy - r * 0.05} Q${cx - w} ${top - r * 0.3} ${cx} ${top - r * 0.25} Q${cx + w} ${top - r * 0.3} ${cx + w} ${cy - r * 0.05} L${cx + w * 0.8} ${top + r * 0.55} L${cx - w * 0.8} ${top + r * 0.55}Z`,
      );
    case 7: // undercut slick back
      return f(
        `M${cx - w * 0.85} ${cy - r * 0.35} Q${cx - w} ${top - r * 0.45} ${cx + r * 0.1} ${top - r * 0.4} Q${cx + w} ${top - r * 0.3} ${cx + w * 0.85} ${cy - r * 0.35} Q${cx} ${top + r * 0.05} ${cx - w * 0.85} ${cy - r * 0.35}Z`,
      );
    case 8: // mullet
      return f(
        `M${cx - w} ${cy + r * 0.5} L${cx - w} ${cy - r * 0.2} Q${cx - w} ${top - r * 0.25} ${cx} ${top - r * 0.2} Q${cx + w} ${top - r * 0.25} ${cx + w} ${cy - r * 0.2} L${cx + w} ${cy + r * 0.5} L${cx + w * 0.85} ${cy - r * 0.1} Q${cx} ${top + r * 0.3} ${cx - w * 0.85} ${cy - r * 0.1}Z`,
      );
    default: // textured crop
      return f(
        `M${cx - w} ${cy - r * 0.2} L${cx - w * 0.7} ${top - r * 0.2} L${cx - w * 0.35} ${top - r * 0.05} L${cx} ${top - r * 0.3} L${cx + w * 0.35} ${top - r * 0.05} L${cx + w * 0.7} ${top - r * 0.25} L${cx + w} ${cy - r * 0.2} Q${cx} ${top + r * 0.35} ${cx - w} ${cy - r * 0.2}Z`,
      );
  }
}

// Objects of the salon, flat, about 100 units tall at scale 1 and centred at (x, y); `detail` is a second
// tone (labels, vents, ribbons) drawn as plain shapes: no lettering on any of them.
const at = (x: number, y: number, scale: number, inner: string) => `<g transform="translate(${x} ${y}) scale(${scale})">${inner}</g>`;

/** A pump bottle of shampoo. */
export const bottle = (x: number, y: number, scale: number, color: string, detail: string) =>
  at(
    x,
    y,
    scale,
    `<rect x="-14" y="-50" width="22" height="8" rx="3" fill="${color}"/><rect x="-6" y="-44" width="10" height="14" fill="${color}"/><rect x="-26" y="-32" width="52" height="84" rx="14" fill="${color}"/><rect x="-17" y="-6" width="34" height="30" rx="5" fill="${detail}" opacity="0.35"/>`,
  );

/** A low jar of styling clay with its lid. */
export const jar = (x: number, y: number, scale: number, color: string, detail: string) =>
  at(
    x,
    y,
    scale,
    `<rect x="-44" y="-30" width="88" height="22" rx="8" fill="${color}"/><rect x="-40" y="-4" width="80" height="46" rx="14" fill="${color}"/><rect x="-40" y="8" width="80" height="12" fill="${detail}" opacity="0.3"/>`,
  );

/** A spray can with a fine mist. */
export const spray = (x: number, y: number, scale: number, color: string, detail: string) =>
  at(
    x,
    y,
    scale,
    `<rect x="-20" y="-26" width="40" height="78" rx="9" fill="${color}"/><rect x="-14" y="-46" width="28" height="22" rx="7" fill="${color}"/><rect x="14" y="-42" width="10" height="6" rx="2" fill="${color}"/><g fill="${color}" opacity="0.55"><circle cx="34" cy="-46" r="3"/><circle cx="42" cy="-38" r="2.5"/><circle cx="44" cy="-50" r="2"/></g><rect x="-20" y="-4" width="40" height="10" fill="${detail}" opacity="0.3"/>`,
  );

/** A squeeze tube of face wash, cap down. */
export const tube = (x: number, y: number, scale: number, color: string, detail: string) =>
  at(
    x,
    y,
    scale,
    `<path d="M-32 -48 H32 L22 30 H-22Z" fill="${color}"/><rect x="-14" y="30" width="28" height="20" rx="5" fill="${color}"/><path d="M-30 -40 H30" stroke="${detail}" stroke-width="3" opacity="0.35"/><rect x="-14" y="-18" width="28" height="26" rx="5" fill="${detail}" opacity="0.3"/>`,
  );

/** A barber's straight razor, open. */
export const razor = (x: number, y: number, scale: number, color: string, detail: string) =>
  at(
    x,
    y,
    scale,
    `<g transform="rotate(-28)"><path d="M-50 -22 H26 Q42 -22 42 -6 V0 H-50Z" fill="${color}"/><path d="M-50 0 H42" stroke="${detail}" stroke-width="3" opacity="0.35"/><rect x="-58" y="6" width="90" height="16" rx="8" fill="${color}" opacity="0.7"/><circle cx="-50" cy="2" r="5" fill="${detail}" opacity="0.5"/></g>`,
  );

/** A hair dryer, side on. */
export const dryer = (x: number, y: number, scale: number, color: string, detail: string) =>
  at(
    x,
    y,
    scale,
    `<rect x="-46" y="-44" width="72" height="40" rx="20" fill="${color}"/><rect x="22" y="-38" width="24" height="28" rx="5" fill="${color}"/><rect x="-24" y="-12" width="20" height="62" rx="9" fill="${color}"/><circle cx="-26" cy="-24" r="9" fill="${detail}" opacity="0.35"/><path d="M52 -34 q8 10 0 20 M60 -38 q10 14 0 28" stroke="${color}" stroke-width="3" fill="none" stroke-linecap="round" opacity="0.55"/>`,
  );

/** Three waved strands (a perm). */
export const waves = (x: number, y: number, scale: number, color: string) =>
  at(
    x,
    y,
    scale,
    `<g fill="none" stroke="${color}" stroke-width="9" stroke-linecap="round">${[-28, 0, 28].map((dx) => `<path d="M${dx} -48 c-16 12 16 20 0 32 s16 20 0 32 s-16 14 0 30"/>`).join('')}</g>`,
  );

/** A colour bowl and its brush. */
export const dyeBowl = (x: number, y: number, scale: number, color: string, detail: string) =>
  at(
    x,
    y,
    scale,
    `<path d="M8 -6 L44 -50" stroke="${color}" stroke-width="8" stroke-linecap="round"/><rect x="-2" y="-14" width="22" height="12" rx="3" transform="rotate(-51 9 -8)" fill="${color}"/><path d="M-48 2 H40 Q36 46 -4 46 Q-44 46 -48 2Z" fill="${color}"/><ellipse cx="-4" cy="2" rx="44" ry="7" fill="${detail}" opacity="0.4"/>`,
  );

/** A leaf (herbal care, skin care). */
export const leaf = (x: number, y: number, scale: number, color: string, detail: string) =>
  at(
    x,
    y,
    scale,
    `<path d="M0 -50 C38 -30 40 22 0 50 C-40 22 -38 -30 0 -50Z" fill="${color}"/><path d="M0 -34 V44 M0 -6 L16 -20 M0 14 L-16 0 M0 30 L14 18" stroke="${detail}" stroke-width="3.5" stroke-linecap="round" opacity="0.4" fill="none"/>`,
  );

/** A wrapped gift with its bow. */
export const gift = (x: number, y: number, scale: number, color: string, detail: string) =>
  at(
    x,
    y,
    scale,
    `<rect x="-38" y="-12" width="76" height="58" rx="5" fill="${color}"/><rect x="-44" y="-28" width="88" height="20" rx="5" fill="${color}"/><rect x="-6" y="-28" width="12" height="74" fill="${detail}" opacity="0.35"/><path d="M0 -28 C-10 -52 -36 -46 -22 -30Z M0 -28 C10 -52 36 -46 22 -30Z" fill="${color}"/>`,
  );
