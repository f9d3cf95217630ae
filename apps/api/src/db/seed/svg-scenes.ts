/** The demo pictures themselves, one function per kind; all return SVG text. */
import { comb, drop, gradient, head, palette, scissors, svg, text, wrap, type Palette } from './svg-art.ts';

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
    scissors(175, 165, 0.5, p.accent) +
    text('SALON TÓC NAM', 420, 187, { size: 34, fill: p.ink, weight: 700, anchor: 'middle' }) +
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
    `<rect x="60" y="40" width="170" height="110" rx="8" fill="#0f1b2d"/>` +
    text('SALON', 145, 102, { size: 26, fill: '#fff', weight: 700, anchor: 'middle' }) +
    `<rect x="370" y="250" width="170" height="110" rx="8" fill="#2f80ed"/>` +
    text('P', 455, 322, { size: 60, fill: '#fff', weight: 700, anchor: 'middle' }) +
    `<path d="M145 150 L145 200 L455 200 L455 250" stroke="#f2b441" stroke-width="6" fill="none" stroke-dasharray="12 10"/>` +
    text('Bãi gửi xe ô tô', 455, 385, { size: 18, fill: '#1b1b1b', anchor: 'middle' });
  return svg(600, 400, 'Sơ đồ bãi gửi xe', body);
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

export function hairstyleSvg(n: number, name: string): string {
  const p = palette(n + 1);
  const look = LOOKS[name] ?? { style: n % 10 };
  const body =
    `${gradient('g', p.bg, p.bg2)}<rect width="600" height="600" fill="url(#g)"/>` +
    head(300, 270, 120, n + 1, SHIRTS[(n + 3) % SHIRTS.length] ?? '#333', look.style, look.color) +
    `<rect x="0" y="520" width="600" height="80" fill="#000" opacity="0.45"/>` +
    text(name, 300, 572, { size: 38, fill: '#fff', weight: 700, anchor: 'middle' });
  return svg(600, 600, name, body);
}

/** A text card: headline, optional kicker and badge, a motif; used for news, rewards, products... */
export function posterSvg(opts: {
  width: number;
  height: number;
  p: Palette;
  title: string;
  kicker?: string;
  badge?: string;
  motif?: 'scissors' | 'comb' | 'drop' | 'head';
  seed?: number;
}): string {
  const { width: w, height: h, p } = opts;
  const wide = w / h >= 1.4;
  // wide: text on the left 56%, motif on the right; otherwise motif on top, text below
  const textW = wide ? w * 0.56 : w * 0.84;
  const tx = wide ? w * 0.06 : w * 0.08;
  const room = wide ? h * 0.84 : h * 0.36;
  let size = Math.round(wide ? h / (w / h >= 2.3 ? 5.5 : 9) : w / 11);
  const layout = () => {
    const lines = wrap(opts.title, Math.floor(textW / (size * 0.56)), 3);
    const kSize = Math.round(size * 0.6);
    const kLines = opts.kicker ? wrap(opts.kicker, Math.floor(textW / (kSize * 0.56)), 2) : [];
    const blockH = lines.length * size * 1.25 + (kLines.length ? kLines.length * kSize * 1.25 + size * 0.3 : 0);
    return { lines, kSize, kLines, blockH, total: blockH + (opts.badge && wide ? size * 1.9 : 0) };
  };
  let fit = layout();
  // shrink the headline until the text block fits its area
  while (fit.total > room && size > 12) {
    size = Math.round(size * 0.92);
    fit = layout();
  }
  const { lines, kSize, kLines, blockH } = fit;
  const ty = wide ? (h - blockH + (opts.badge ? size * 1.9 : 0)) / 2 + size * 0.9 : h * 0.6 + size * 0.9;
  const ky = ty + (lines.length - 1) * size * 1.25 + size * 0.45;
  const mx = wide ? w * 0.8 : w * 0.5;
  const my = wide ? h * 0.5 : h * 0.3;
  const ms = wide ? h / 260 : Math.min(w, h) / 300;
  const seed = opts.seed ?? 1;
  const motif =
    opts.motif === 'comb'
      ? comb(mx, my - ms * 10, ms * 1.2, p.accent)
      : opts.motif === 'drop'
        ? drop(mx, my, ms * 1.8, p.accent)
        : opts.motif === 'head'
          ? head(mx, my - ms * 30, ms * 42, seed, p.bg2, seed % 10)
          : scissors(mx, my - ms * 7, ms * 1.6, p.accent);
  const bSize = Math.round(size * 0.55);
  const bx = tx;
  const by = wide ? ty - size * 1.9 : h * 0.06;
  const badge = opts.badge
    ? `<rect x="${bx}" y="${by}" width="${Math.round(bSize * (opts.badge.length * 0.62 + 1.4))}" height="${Math.round(bSize * 1.6)}" rx="${Math.round(bSize * 0.8)}" fill="${p.accent}"/>` +
      text(opts.badge, bx + bSize * 0.7, by + bSize * 1.15, { size: bSize, fill: p.bg, weight: 700 })
    : '';
  const body =
    `${gradient('bg', p.bg, p.bg2)}<rect width="${w}" height="${h}" fill="url(#bg)"/>` +
    `<circle cx="${mx}" cy="${my}" r="${Math.round(Math.min(w, h) * (wide ? 0.38 : 0.26))}" fill="${p.ink}" opacity="0.07"/>${motif}${badge}` +
    text(lines, tx, ty, { size, fill: p.ink, weight: 700 }) +
    (kLines.length ? text(kLines, tx, ky + kSize * 0.9, { size: kSize, fill: p.soft }) : '');
  return svg(w, h, opts.title, body);
}

export function pressLogoSvg(n: number, name: string): string {
  const p = palette(n + 3);
  const body =
    `<rect width="240" height="80" rx="10" fill="#ffffff" stroke="#e3e3e3"/>` +
    `<rect x="14" y="22" width="36" height="36" rx="6" fill="${p.accent}"/>` +
    text(name.slice(0, 1), 32, 49, { size: 24, fill: '#fff', weight: 700, anchor: 'middle' }) +
    text(name, 60, 48, { size: 19, fill: '#1b1b1b', weight: 700 });
  return svg(240, 80, name, body);
}

export function iconCardSvg(n: number, title: string, motif: 'scissors' | 'comb' | 'drop'): string {
  const p = palette(n + 4);
  const icon = motif === 'comb' ? comb(100, 86, 1, p.accent) : motif === 'drop' ? drop(100, 86, 1.1, p.accent) : scissors(100, 86, 0.9, p.accent);
  const body = `<rect width="200" height="200" rx="28" fill="${p.bg}"/>${icon}` + text(wrap(title, 18, 2), 100, 160, { size: 15, fill: p.ink, weight: 600, anchor: 'middle' });
  return svg(200, 200, title, body);
}
