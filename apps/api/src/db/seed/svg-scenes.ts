/** The demo pictures themselves, one function per kind; all return SVG text. */
/** Pictures only: no words are drawn; each picture's title lives in <title> and the page's HTML. */
import {
  bottle,
  comb,
  dots,
  drop,
  dryer,
  dyeBowl,
  gift,
  gradient,
  head,
  jar,
  leaf,
  palette,
  razor,
  scissors,
  sparkle,
  spray,
  svg,
  tag,
  tube,
  waves,
  type Palette,
} from './svg-art.ts';

export type Motif =
  'scissors' | 'comb' | 'drop' | 'head' | 'portrait' | 'bottle' | 'jar' | 'spray' | 'tube' | 'razor' | 'dryer' | 'waves' | 'dye' | 'leaf' | 'gift';

/** Words of a title and the object that pictures them (products first: 'Xịt dưỡng' is a spray, not a leaf). */
const MOTIF_WORDS: [Motif, string][] = [
  ['jar', 'sáp|clay|wax'],
  ['bottle', 'dầu gội|dầu xả'],
  ['spray', 'gôm|xịt'],
  ['tube', 'sữa rửa mặt|kem'],
  ['comb', 'lược'],
  ['gift', 'quà|đổi|nạp|thành viên|tặng'],
  ['waves', 'uốn|k-perm|xoăn'],
  ['dye', 'nhuộm|tẩy tóc|phủ bạc|phủ bóng|màu'],
  ['razor', 'cạo|râu'],
  ['dryer', 'sấy|tạo kiểu|giữ nếp'],
  ['leaf', 'da|mụn|mặt nạ|thảo dược|dưỡng|hấp dầu|ráy tai'],
  ['drop', 'gội|massage'],
  ['scissors', 'cắt|stylist|thợ|salon'],
];
const MOTIF_PATTERNS = MOTIF_WORDS.map(([motif, words]) => [motif, new RegExp(`(?<!\\p{L})(?:${words})(?!\\p{L})`, 'iu')] as const);

/** The object a title speaks of first ('Gội massage … khi cắt' is a drop, 'Cắt gội' scissors), else `fallback`. */
export function motifOf(title: string, fallback: Motif): Motif {
  let best: { motif: Motif; index: number } | null = null;
  for (const [motif, pattern] of MOTIF_PATTERNS) {
    const index = title.search(pattern);
    if (index >= 0 && (!best || index < best.index)) best = { motif, index };
  }
  return best?.motif ?? fallback;
}

/** Haircuts a poster's portrait wears (the mohican and the buzz read badly at that size). */
const PORTRAIT_STYLES = [1, 2, 6, 7, 9, 0, 4, 8];

const SHIRTS = ['#22324a', '#6b2d2d', '#2f5d50', '#444', '#8a6d3b', '#3d3a75', '#1d1d1d', '#5a6f8a'];

export function avatarSvg(n: number, female = false): string {
  const p = palette(n);
  const body = `<rect width="300" height="300" fill="${p.bg2}"/><circle cx="150" cy="150" r="150" fill="${p.bg}"/>${head(150, 130, 58, n, SHIRTS[n % SHIRTS.length] ?? '#333', female ? 'long' : n % 10)}`;
  return svg(300, 300, female ? `Nhân viên ${n}` : `Stylist ${n}`, body);
}

export function facadeSvg(n: number, night: boolean): string {
  const p = palette(n);
  const sky = night ? gradient('sky', '#0b1020', '#1c2746', true) : gradient('sky', '#bfe3ff', '#f4fbff', true);
  const stars = night ? [60, 180, 320, 610, 720].map((x, i) => `<circle cx="${x}" cy="${30 + (i % 3) * 22}" r="2" fill="#fff"/>`).join('') : '';
  const glow = night ? '#ffd98a' : '#dff1ff';
  const body =
    `${sky}<rect width="800" height="500" fill="url(#sky)"/>${stars}` +
    `<rect x="80" y="90" width="640" height="370" fill="${night ? '#2a2a33' : '#efe9e1'}"/>` +
    `<rect x="80" y="90" width="640" height="30" fill="${p.bg}"/>` +
    `<rect x="120" y="140" width="560" height="70" rx="6" fill="${p.bg}"/>` +
    // the sign board carries no lettering: a scissors emblem between two ornamental rules
    `<rect x="128" y="148" width="544" height="54" rx="4" fill="none" stroke="${p.accent}" stroke-width="2" opacity="0.55"/>` +
    `<circle cx="400" cy="175" r="27" fill="${p.bg2}"/>` +
    scissors(400, 168, 0.42, p.accent) +
    `<path d="M170 175 H352 M448 175 H630" stroke="${p.accent}" stroke-width="3" stroke-linecap="round"/>` +
    `<path d="M160 175 l8 -8 l8 8 l-8 8Z M624 175 l8 -8 l8 8 l-8 8Z" fill="${p.accent}"/>` +
    Array.from({ length: 8 }, (_, i) => `<rect x="${120 + i * 70}" y="225" width="70" height="26" fill="${i % 2 ? p.accent : p.ink}"/>`).join('') +
    `<rect x="130" y="265" width="330" height="175" fill="${glow}" opacity="${night ? 0.9 : 0.75}" stroke="${p.bg}" stroke-width="8"/>` +
    `<line x1="295" y1="265" x2="295" y2="440" stroke="${p.bg}" stroke-width="6"/>` +
    `<rect x="500" y="265" width="170" height="195" fill="${p.bg2}" stroke="${p.bg}" stroke-width="8"/>` +
    `<circle cx="650" cy="370" r="6" fill="${p.accent}"/>` +
    `<rect x="0" y="460" width="800" height="40" fill="${night ? '#15151b' : '#9aa3ad'}"/>`;
  return svg(800, 500, night ? `Salon ${n} buổi tối` : `Salon ${n}`, body);
}

export function interiorSvg(n: number): string {
  const p = palette(n + 2);
  const stations = [0, 1, 2]
    .map((i) => {
      const x = 90 + i * 230;
      return (
        `<rect x="${x}" y="90" width="160" height="190" rx="80" fill="#d9e6ee" stroke="${p.accent}" stroke-width="6"/>` +
        `<rect x="${x + 30}" y="300" width="100" height="90" rx="14" fill="${p.bg}"/>` +
        `<rect x="${x + 55}" y="390" width="50" height="40" fill="#555"/>` +
        `<circle cx="${x + 80}" cy="60" r="12" fill="#ffe9a8"/>`
      );
    })
    .join('');
  const body = `<rect width="800" height="500" fill="${p.bg2}"/><rect y="430" width="800" height="70" fill="#3a2f28"/>${stations}`;
  return svg(800, 500, `Không gian salon ${n}`, body);
}

export function parkingMapSvg(): string {
  const body =
    `<rect width="600" height="400" fill="#eef1f4"/>` +
    `<rect x="0" y="170" width="600" height="60" fill="#c9ced6"/><rect x="270" y="0" width="60" height="400" fill="#c9ced6"/>` +
    // salon block marked with scissors, car park marked with a car, dashed walking route between them
    `<rect x="60" y="40" width="170" height="110" rx="8" fill="#0f1b2d"/>` +
    scissors(145, 88, 0.5, '#f2b441') +
    `<rect x="370" y="250" width="170" height="110" rx="8" fill="#2f80ed"/>` +
    car(455, 305, '#ffffff', '#2f80ed') +
    `<path d="M145 150 L145 200 L455 200 L455 250" stroke="#f2b441" stroke-width="6" fill="none" stroke-dasharray="12 10"/>` +
    `<circle cx="145" cy="150" r="7" fill="#f2b441"/><circle cx="455" cy="250" r="7" fill="#f2b441"/>`;
  return svg(600, 400, 'Sơ đồ bãi gửi xe', body);
}

/** A small car seen from the front-side, centred at (x, y); window and wheel details in `detail`. */
function car(x: number, y: number, color: string, detail: string): string {
  return (
    `<g transform="translate(${x} ${y})">` +
    `<path d="M-52 10 L-46 -8 Q-42 -16 -34 -18 L-22 -34 Q-18 -38 -12 -38 L14 -38 Q20 -38 24 -34 L36 -18 Q46 -16 50 -8 L54 10 Q54 18 46 18 L-46 18 Q-54 18 -52 10Z" fill="${color}"/>` +
    `<path d="M-18 -18 L-10 -30 L-2 -30 L-2 -18Z M4 -18 L4 -30 L12 -30 L22 -18Z" fill="${detail}"/>` +
    `<circle cx="-30" cy="18" r="11" fill="${color}" stroke="${detail}" stroke-width="5"/><circle cx="30" cy="18" r="11" fill="${color}" stroke="${detail}" stroke-width="5"/></g>`
  );
}

/** Haircut drawn for a hairstyle name (see head() styles) and, for dyed looks, its colour. */
const LOOKS: Record<string, { style: number; color?: string }> = {
  Undercut: { style: 7 },
  'Side Part': { style: 1 },
  Layer: { style: 6 },
  'Two Block': { style: 6, color: '#3b2a1e' },
  Mohican: { style: 5 },
  'Buzz Cut': { style: 3 },
  'Crew Cut': { style: 0 },
  Mullet: { style: 8 },
  Quiff: { style: 2 },
  Pompadour: { style: 2, color: '#2d1d14' },
  'Textured Crop': { style: 9 },
  'Faux Hawk': { style: 5, color: '#3b2a1e' },
  'Uốn con sâu': { style: 4 },
  'K-perm': { style: 4, color: '#3b2a1e' },
  'Nhuộm xám khói': { style: 1, color: '#8d8f96' },
  'Nhuộm nâu lạnh': { style: 6, color: '#7a5236' },
};

/** A hairstyle's look, square (600 × 600) or as a card (600 × 400, the look on the right as on the posters). */
export function hairstyleSvg(n: number, name: string, card = false): string {
  const p = palette(n + 1);
  const look = LOOKS[name] ?? { style: n % 10 };
  const [w, h, cx, cy, r] = card ? [600, 400, 400, 200, 80] : [600, 600, 300, 290, 120];
  const body =
    `${gradient('g', p.bg, p.bg2)}<rect width="${w}" height="${h}" fill="url(#g)"/>` +
    (card ? dots(40, 40, 6, 3, 22, 2.5, p.soft, 0.4) : '') +
    `<circle cx="${cx}" cy="${cy}" r="${r * 1.92}" fill="${p.ink}" opacity="0.06"/><circle cx="${cx}" cy="${cy}" r="${r * 2.08}" fill="none" stroke="${p.accent}" stroke-width="3" opacity="0.35"/>` +
    `<defs><clipPath id="c"><rect width="${w}" height="${h}"/></clipPath></defs>` +
    sparkle(cx - r * 1.6, cy - r * 1.5, r * 0.13, p.accent, 0.8) +
    sparkle(cx + r * 1.67, cy - r * 1.17, r * 0.08, p.soft, 0.6) +
    `<g clip-path="url(#c)">${head(cx, cy, r, n + 1, SHIRTS[(n + 3) % SHIRTS.length] ?? '#333', look.style, look.color)}</g>`;
  return svg(w, h, name, body);
}

/**
 * A picture card for news, rewards, products, banners...: a motif on a soft disc, light texture and,
 * optionally, a sticker marking an offer or a video. No headline: the page writes it in HTML.
 */
export function posterSvg(opts: {
  width: number;
  height: number;
  p: Palette;
  title: string;
  /** A sticker marking an offer (a video banner gets its play button from the page, not the picture). */
  badge?: 'offer';
  motif?: Motif;
  seed?: number;
  /**
   * The ratio of another frame the picture is shown in, cropped to its middle (a square thumbnail, a 16:9
   * card): the motif and its sticker are drawn inside that crop too.
   */
  alsoShownAt?: number;
}): string {
  const { width: w, height: h, p } = opts;
  const narrower = opts.alsoShownAt !== undefined && opts.alsoShownAt < w / h;
  // wide pictures keep the calm left for HTML text, unless a narrower crop needs the motif centred
  const wide = w / h >= 1.4 && !narrower;
  const short = Math.min(w, h);
  // wide: motif on the right (pages may lay HTML text over the calmer left); otherwise centred
  const mx = wide ? w * 0.72 : w * 0.5;
  const my = wide || opts.alsoShownAt ? h * 0.5 : h * 0.48;
  const crop = opts.alsoShownAt ? Math.min(narrower ? h * opts.alsoShownAt : w, narrower ? h : w / opts.alsoShownAt) : short;
  const R = Math.min(short * (wide ? 0.36 : 0.32), crop / 2 / 1.2);
  const ms = R / 120;
  const seed = opts.seed ?? 1;
  const disc = `<circle cx="${mx}" cy="${my}" r="${R}" fill="${p.ink}" opacity="0.08"/>`;
  const ring = `<circle cx="${mx}" cy="${my}" r="${R * 1.12}" fill="none" stroke="${p.accent}" stroke-width="${Math.max(2, R * 0.02)}" opacity="0.45"/>`;
  const k = ms * 1.8;
  const objects: Record<Exclude<Motif, 'head' | 'portrait'>, () => string> = {
    scissors: () => scissors(mx, my - ms * 8, ms * 1.7, p.accent),
    comb: () => comb(mx, my - ms * 12, ms * 1.6, p.accent),
    drop: () => drop(mx, my + ms * 4, ms * 2.1, p.accent),
    bottle: () => bottle(mx, my, k, p.accent, p.bg),
    jar: () => jar(mx, my, k, p.accent, p.bg),
    spray: () => spray(mx, my, k, p.accent, p.bg),
    tube: () => tube(mx, my, k, p.accent, p.bg),
    razor: () => razor(mx, my, k, p.accent, p.bg),
    dryer: () => dryer(mx - ms * 6, my, k, p.accent, p.bg),
    waves: () => waves(mx, my, k, p.accent),
    dye: () => dyeBowl(mx, my, k, p.accent, p.bg),
    leaf: () => leaf(mx, my, k, p.accent, p.bg),
    gift: () => gift(mx, my, k, p.accent, p.bg),
  };
  const kind = opts.motif ?? 'scissors';
  const motif =
    kind === 'head' || kind === 'portrait'
      ? `<defs><clipPath id="disc"><circle cx="${mx}" cy="${my}" r="${R}"/></clipPath></defs>` +
        `<circle cx="${mx}" cy="${my}" r="${R}" fill="${p.bg2}"/>` +
        `<g clip-path="url(#disc)">${head(mx, my - R * 0.18, R * 0.4, seed, p.accent, kind === 'portrait' ? 'long' : (PORTRAIT_STYLES[seed % PORTRAIT_STYLES.length] ?? 1))}</g>`
      : objects[kind]();
  // barber-pole stripes leaning into a bottom corner, clear of the motif
  const sw = short * 0.05;
  const sl = short * (wide ? 0.7 : 1);
  const stripes =
    `<g transform="translate(${wide ? w * 0.2 : w * 0.94} ${h * 1.02}) rotate(-35)">` +
    [p.accent, p.ink, p.accent]
      .map((c, i) => `<rect x="${-sl / 2}" y="${-i * sw * 1.8}" width="${sl}" height="${sw}" rx="${sw / 2}" fill="${c}" opacity="${i === 1 ? 0.18 : 0.55}"/>`)
      .join('') +
    `</g>`;
  const gap = short * 0.05;
  const texture = dots(wide ? w * 0.06 : w * 0.08, h * 0.1, wide ? 9 : 5, wide ? 4 : 3, gap, Math.max(1.5, gap * 0.14), p.soft, 0.4);
  const sparkles =
    sparkle(mx - R * 1.05, my - R * 0.85, R * 0.09, p.accent, 0.9) +
    sparkle(mx + R * 1.22, my + R * 0.55, R * 0.06, p.soft, 0.7) +
    (wide ? sparkle(w * 0.22, h * 0.62, R * 0.07, p.soft, 0.45) : '');
  const sx = mx + R * 0.78;
  const sy = my - R * 0.78;
  const sr = R * 0.26;
  const sticker =
    opts.badge === 'offer'
      ? `<circle cx="${sx}" cy="${sy}" r="${sr}" fill="${p.accent}"/><circle cx="${sx}" cy="${sy}" r="${sr * 0.84}" fill="none" stroke="${p.bg}" stroke-width="${sr * 0.04}" stroke-dasharray="${sr * 0.12} ${sr * 0.1}" opacity="0.6"/>` +
        tag(sx, sy, sr / 42, p.bg, p.accent)
      : '';
  const body =
    `${gradient('bg', p.bg, p.bg2)}<rect width="${w}" height="${h}" fill="url(#bg)"/>` + `${texture}${stripes}${disc}${ring}${motif}${sparkles}${sticker}`;
  return svg(w, h, opts.title, body);
}

/** True for a light #rrggbb colour (white-ish backgrounds need a darker line on a white card). */
function isLight(hex: string): boolean {
  const v = Number.parseInt(hex.slice(1), 16);
  return ((v >> 16) & 255) * 0.299 + ((v >> 8) & 255) * 0.587 + (v & 255) * 0.114 > 186;
}

/** An abstract masthead mark for a press outlet (the outlet's name is written by the page). */
export function pressLogoSvg(n: number, name: string): string {
  const p = palette(n + 3);
  const glyphs = [
    `<circle cx="32" cy="40" r="11" fill="none" stroke="#fff" stroke-width="4"/><circle cx="32" cy="40" r="3.5" fill="#fff"/>`,
    `<path d="M32 27 L45 40 L32 53 L19 40Z" fill="#fff"/>`,
    `<path d="M21 52 V40 M29 52 V32 M37 52 V36 M45 52 V28" stroke="#fff" stroke-width="4.5" stroke-linecap="round"/>`,
    `<path d="M20 52 A16 16 0 0 1 36 36 V52Z M38 28 A10 10 0 0 1 48 38 H38Z" fill="#fff"/>`,
  ];
  const amp = 7 + (n % 3) * 3;
  const line = isLight(p.bg) ? p.accent : p.bg;
  const wave = `M74 40 C92 ${40 - amp * 2} 110 ${40 - amp * 2} 128 40 S164 ${40 + amp * 2} 182 40`;
  const body =
    `<rect width="240" height="80" rx="10" fill="#ffffff" stroke="#e3e3e3"/>` +
    `<rect x="14" y="22" width="36" height="36" rx="${4 + (n % 3) * 4}" fill="${p.accent}" transform="translate(4 0)"/>` +
    `<g transform="translate(4 0)">${glyphs[n % glyphs.length] ?? ''}</g>` +
    `<path d="${wave}" fill="none" stroke="${line}" stroke-width="6" stroke-linecap="round"/>` +
    `<circle cx="204" cy="40" r="9" fill="${p.accent}"/><circle cx="224" cy="40" r="5" fill="${line}" opacity="0.5"/>`;
  return svg(240, 80, name, body);
}

export function iconCardSvg(n: number, title: string, motif: 'scissors' | 'comb' | 'drop'): string {
  const p = palette(n + 4);
  const icon = motif === 'comb' ? comb(100, 96, 1.1, p.accent) : motif === 'drop' ? drop(100, 104, 1.3, p.accent) : scissors(100, 94, 1.05, p.accent);
  const body =
    `<rect width="200" height="200" rx="28" fill="${p.bg}"/>` +
    `<circle cx="100" cy="100" r="68" fill="${p.ink}" opacity="0.08"/><circle cx="100" cy="100" r="78" fill="none" stroke="${p.accent}" stroke-width="2" opacity="0.4"/>` +
    icon +
    sparkle(152, 48, 8, p.soft, 0.8);
  return svg(200, 200, title, body);
}
