/**
 * Draws every demo picture the seed refers to into apps/web/public/images/demo (run once, output
 * committed): node --import tsx apps/api/src/db/seed/generate-images.ts
 */
import { mkdirSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { CAMPAIGNS, REWARD_TITLES, luckyWheelPrizeRows } from './campaigns.ts';
import { GROUPS, SERVICES } from './catalog.ts';
import { HAIRSTYLE_NAMES, LOOKBOOKS, NEWS_TITLES, PRESS } from './content.ts';
import { ANGELS, CARE_PROMISES, HOME_BANNERS, SHOP_PRODUCTS } from './home.ts';
import * as I from './images.ts';
import { palette } from './svg-art.ts';
import {
  avatarSvg,
  facadeSvg,
  hairstyleSvg,
  iconCardSvg,
  interiorSvg,
  parkingMapSvg,
  posterSvg,
  pressLogoSvg,
} from './svg-scenes.ts';
import { STYLE_POST_IMAGE_COUNT, contestImage, contestSvg, stylePostImage, stylePostSvg } from './style-master-images.ts';

const outDir = fileURLToPath(new URL('../../../../web/public/images/demo/', import.meta.url));
const files = new Map<string, string>();
const put = (publicPath: string, content: string) => files.set(publicPath.replace(`${I.DEMO_IMAGE_DIR}/`, ''), content);
const range = (n: number) => Array.from({ length: n }, (_, i) => i + 1);
const C = I.IMAGE_COUNTS;

for (const n of range(C.stylist)) put(I.stylistAvatar(n), avatarSvg(n));
for (const n of range(C.reception)) put(I.receptionAvatar(n), avatarSvg(n + 7, true));
for (const n of range(C.salon)) {
  put(I.salonFacade(n), facadeSvg(n, false));
  put(I.salonFacadeNight(n), facadeSvg(n, true));
}
for (const n of range(C.salonInterior)) put(I.salonInterior(n), interiorSvg(n));
put(I.parkingMap(), parkingMapSvg());
for (const n of range(C.hairstyle)) put(I.hairstyle(n), hairstyleSvg(n, HAIRSTYLE_NAMES[n - 1] ?? 'Kiểu tóc'));

NEWS_TITLES.forEach((title, i) =>
  put(I.newsThumb(i + 1), posterSvg({ width: 600, height: 400, p: palette(i), title, motif: i % 2 ? 'scissors' : 'head', seed: i })),
);
for (const [i, p] of PRESS.entries()) put(I.pressLogo(i + 1), pressLogoSvg(i + 1, p.name));
for (const r of REWARD_TITLES) {
  put(I.rewardThumb(r.id), posterSvg({ width: 400, height: 400, p: palette(r.id + 2), title: r.title, badge: 'offer', motif: 'scissors' }));
}
for (const c of CAMPAIGNS) {
  put(I.campaignImage(c.id), posterSvg({ width: 600, height: 400, p: palette(c.id), title: c.name, badge: 'offer', motif: c.id % 2 ? 'comb' : 'scissors' }));
}
for (const prize of luckyWheelPrizeRows()) {
  put(prize.image, posterSvg({ width: 300, height: 300, p: palette(prize.id + 1), title: prize.name, motif: 'drop' }));
}
SHOP_PRODUCTS.forEach((prod, i) =>
  put(I.productImage(i + 1), posterSvg({ width: 500, height: 500, p: palette(i + 3), title: prod.name, motif: i % 2 ? 'drop' : 'comb' })),
);
CARE_PROMISES.forEach((c, i) => put(I.careIcon(i + 1), iconCardSvg(i + 1, c.title, (['scissors', 'comb', 'drop', 'scissors'] as const)[i] ?? 'drop')));
ANGELS.forEach((a, i) =>
  put(I.angelImage(i + 1), posterSvg({ width: 400, height: 500, p: palette(i + 4), title: a.title, motif: 'head', seed: i + 20 })),
);

for (const b of HOME_BANNERS) {
  const common = { p: palette(b.id - 1), title: b.title, badge: b.addOn ? ('video' as const) : undefined };
  put(I.homeBanner(b.id), posterSvg({ ...common, width: 1920, height: 640, motif: 'scissors' }));
  put(I.homeBannerMobile(b.id), posterSvg({ ...common, width: 750, height: 750, motif: 'scissors' }));
}
const sections = [
  { key: 'price', title: 'Cắt tóc nam chuẩn salon', p: palette(5) },
  { key: 'contest', title: 'Cuộc thi Stylist tài năng', p: palette(4) },
];
for (const s of sections) {
  put(I.sectionBanner(s.key), posterSvg({ width: 1920, height: 640, p: s.p, title: s.title, motif: 'head', seed: 5 }));
  put(I.sectionBanner(s.key, true), posterSvg({ width: 750, height: 750, p: s.p, title: s.title, motif: 'head', seed: 5 }));
}

const motifOf = (name: string) =>
  /Cắt|Cạo/i.test(name) ? 'scissors' : /Uốn|Nhuộm|Tẩy/i.test(name) ? 'comb' : /Gội|Hấp|dưỡng|Phủ|da|mặt nạ|mụn/i.test(name) ? 'drop' : 'scissors';
const serviceArt = new Map<string, string>();
for (const g of GROUPS) serviceArt.set(g.image, g.name);
for (const s of SERVICES) serviceArt.set(s.image, s.name);
[...serviceArt].forEach(([image, name], i) =>
  put(image, posterSvg({ width: 600, height: 400, p: palette(i), title: name, motif: motifOf(name) })),
);
const serviceBanners = [
  { key: 'cut', title: 'Combo cắt gội 10 bước' },
  { key: 'perm', title: 'Uốn tóc nam chuẩn Hàn' },
  { key: 'color', title: 'Nhuộm tóc lên màu chuẩn' },
  { key: 'skin', title: 'Chăm sóc da chuyên sâu' },
];
serviceBanners.forEach((b, i) =>
  put(I.serviceBanner(b.key), posterSvg({ width: 1000, height: 500, p: palette(i + 1), title: b.title, motif: i % 2 ? 'comb' : 'scissors' })),
);
LOOKBOOKS.forEach((l, i) => {
  const common = { p: palette(i), title: l.title, motif: 'head' as const, seed: i + 3 };
  put(I.lookbookImage(l.slug, false), posterSvg({ ...common, width: 1920, height: 800 }));
  put(I.lookbookImage(l.slug, true), posterSvg({ ...common, width: 750, height: 1000 }));
});

for (const n of range(STYLE_POST_IMAGE_COUNT)) put(stylePostImage(n), stylePostSvg(n, 'Style Master'));
put(contestImage(false), contestSvg(false));
put(contestImage(true), contestSvg(true));

mkdirSync(outDir, { recursive: true });
for (const old of readdirSync(outDir)) if (old.endsWith('.svg')) rmSync(path.join(outDir, old));
let bytes = 0;
for (const [name, content] of files) {
  writeFileSync(path.join(outDir, name), content);
  bytes += statSync(path.join(outDir, name)).size;
}
console.info(`wrote ${files.size} SVG files (${Math.round(bytes / 1024)} KB) to ${outDir}`);
