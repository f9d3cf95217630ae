/**
 * Draws every demo picture the seed refers to into apps/web/public/images/demo (run once, output
 * committed): node --import tsx apps/api/src/db/seed/generate-images.ts
 */
import { fileURLToPath } from 'node:url';
import { CAMPAIGNS, REWARD_TITLES, luckyWheelPrizeRows } from './campaigns.ts';
import { CARE_TIPS } from './content-facts/care-tips.ts';
import { SPA_FACTS } from './content-facts/services.ts';
import { GROUPS, SERVICES } from './catalog.ts';
import { HAIRSTYLE_NAMES, LOOKBOOKS, NEWS_TITLES, PRESS } from './content.ts';
import { ANGELS, CARE_PROMISES, HOME_BANNERS, SHOP_PRODUCTS } from './home.ts';
import * as I from './images.ts';
import { palette } from './svg-art.ts';
import { avatarSvg, facadeSvg, hairstyleSvg, iconCardSvg, interiorSvg, motifOf, parkingMapSvg, posterSvg, pressLogoSvg } from './svg-scenes.ts';
import { STYLE_POST_IMAGE_COUNT, contestImage, contestSvg, stylePostImage, stylePostSvg } from './style-master-images.ts';
import { writeDrawings } from './write-drawings.ts';

const outDir = fileURLToPath(new URL('../../../../web/public/images/demo/', import.meta.url));
const files = new Map<string, string>();
const put = (publicPath: string, content: string) => files.set(publicPath, content);
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
for (const n of range(C.hairstyle)) {
  put(I.hairstyle(n), hairstyleSvg(n, HAIRSTYLE_NAMES[n - 1] ?? 'Kiểu tóc'));
  put(I.lookCover(n), hairstyleSvg(n, HAIRSTYLE_NAMES[n - 1] ?? 'Kiểu tóc', true));
}
// Covers of the care tips and spa guides: one per object their titles speak of (content-pages.ts).
const guides = [...CARE_TIPS.map((tip, i) => [motifOf(tip.title, 'drop'), i] as const), ...SPA_FACTS.map((spa, i) => [motifOf(spa.title, 'leaf'), i] as const)];
for (const [motif, i] of guides) {
  const colourway = i % I.GUIDE_COLOURWAYS;
  const common = { p: palette(colourway * 2 + (motif.length % 2)), title: 'Cẩm nang chăm sóc', motif };
  put(I.guideCover(motif, i), posterSvg({ ...common, width: 600, height: 400 }));
  put(I.guideCover(motif, i, true), posterSvg({ ...common, width: 600, height: 600 }));
}

NEWS_TITLES.forEach((title, i) =>
  put(I.newsThumb(i + 1), posterSvg({ width: 600, height: 400, p: palette(i), title, motif: motifOf(title, 'head'), seed: i })),
);
for (const [i, p] of PRESS.entries()) put(I.pressLogo(i + 1), pressLogoSvg(i + 1, p.name));
for (const r of REWARD_TITLES) {
  // square on the home page, 16:9 on the offers page
  put(
    I.rewardThumb(r.id),
    posterSvg({ width: 400, height: 400, p: palette(r.id + 2), title: r.title, badge: 'offer', motif: motifOf(r.title, 'gift'), alsoShownAt: 16 / 9 }),
  );
}
for (const c of CAMPAIGNS) {
  put(
    I.campaignImage(c.id),
    posterSvg({ width: 600, height: 400, p: palette(c.id), title: c.name, badge: 'offer', motif: motifOf(c.name, 'gift'), alsoShownAt: 1 }),
  );
}
for (const prize of luckyWheelPrizeRows()) {
  put(prize.image, posterSvg({ width: 300, height: 300, p: palette(prize.id + 1), title: prize.name, motif: motifOf(prize.name, 'gift') }));
}
SHOP_PRODUCTS.forEach((prod, i) =>
  put(I.productImage(i + 1), posterSvg({ width: 500, height: 500, p: palette(i + 3), title: prod.name, motif: motifOf(prod.name, 'bottle') })),
);
CARE_PROMISES.forEach((c, i) => put(I.careIcon(i + 1), iconCardSvg(i + 1, c.title, (['scissors', 'comb', 'drop', 'scissors'] as const)[i] ?? 'drop')));
ANGELS.forEach((a, i) => put(I.angelImage(i + 1), posterSvg({ width: 400, height: 500, p: palette(i + 4), title: a.title, motif: 'portrait', seed: i + 20 })));

for (const b of HOME_BANNERS) {
  const common = { p: palette(b.id - 1), title: b.title, motif: motifOf(`${b.title} ${b.subtitle}`, 'scissors') };
  put(I.homeBanner(b.id), posterSvg({ ...common, width: 1920, height: 640 }));
  put(I.homeBannerMobile(b.id), posterSvg({ ...common, width: 750, height: 750 }));
}
const sections = [
  { key: 'price', title: 'Cắt tóc nam chuẩn salon', p: palette(5), seed: 0 },
  { key: 'contest', title: 'Cuộc thi Stylist tài năng', p: palette(4), seed: 3 },
];
for (const s of sections) {
  put(I.sectionBanner(s.key), posterSvg({ width: 1920, height: 640, p: s.p, title: s.title, motif: 'head', seed: s.seed }));
  put(I.sectionBanner(s.key, true), posterSvg({ width: 750, height: 750, p: s.p, title: s.title, motif: 'head', seed: s.seed }));
}

const serviceArt = new Map<string, string>();
for (const g of GROUPS) serviceArt.set(g.image, g.name);
for (const s of SERVICES) serviceArt.set(s.image, s.name);
[...serviceArt].forEach(([image, name], i) =>
  put(image, posterSvg({ width: 600, height: 400, p: palette(i), title: name, motif: motifOf(name, 'scissors'), alsoShownAt: 1 })),
);
const serviceBanners = [
  { key: 'cut', title: 'Combo cắt gội 10 bước' },
  { key: 'perm', title: 'Uốn tóc nam chuẩn Hàn' },
  { key: 'color', title: 'Nhuộm tóc lên màu chuẩn' },
  { key: 'skin', title: 'Chăm sóc da chuyên sâu' },
];
serviceBanners.forEach((b, i) =>
  put(I.serviceBanner(b.key), posterSvg({ width: 1000, height: 500, p: palette(i + 1), title: b.title, motif: motifOf(b.title, 'scissors') })),
);
LOOKBOOKS.forEach((l, i) => {
  const common = { p: palette(i), title: l.title, motif: 'head' as const, seed: i + 3 };
  put(I.lookbookImage(l.slug, false), posterSvg({ ...common, width: 1920, height: 800 }));
  put(I.lookbookImage(l.slug, true), posterSvg({ ...common, width: 750, height: 1000 }));
});

for (const n of range(STYLE_POST_IMAGE_COUNT)) put(stylePostImage(n), stylePostSvg(n, 'Style Master'));
put(contestImage(false), contestSvg(false));
put(contestImage(true), contestSvg(true));

writeDrawings(outDir, files);
