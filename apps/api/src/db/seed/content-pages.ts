/**
 * The content store's demo pages (issue 12): hairstyle guides, service and spa explanations, hair-care
 * tips, about, legal and campaign landings. The guides are written from the hand-written facts of
 * content-facts/*: each kind has its own writer, and what a page says depends on its facts (which
 * faces and hair types, which steps, which cautions), so no two pages read alike. Deterministic: the
 * same `today` gives the same rows.
 */
import { CONTENT_SECTIONS } from '@shine/shared/schemas/content-pages';
import type { contentPages, contentRedirects } from '../schema/index.ts';
import { CARE_TIPS, STYLIST_NOTES, type CareTip } from './content-facts/care-tips.ts';
import { FACES, HAIR_TYPES, TRENDS, type FaceKey, type FaceShape, type HairKey, type HairType, type Trend } from './content-facts/hairstyles.ts';
import { SERVICE_FACTS, SPA_FACTS, type ServiceFact, type SpaFact } from './content-facts/services.ts';
import { LEGAL_PAGES, ABOUT_PAGE, CAMPAIGN_PAGES } from './content-facts/pages.ts';
import { TOPUP_TERMS_PAGE } from './content-facts/topup-terms.ts';
import { campaignImage, guideCover, hairstyle, lookCover, salonInterior } from './images.ts';
import { motifOf } from './svg-scenes.ts';
import { addDays, hash32 } from './random.ts';

/** The cover of care tip i (the home page's tip cards show it too); spa guide i likewise. */
export const tipCover = (i: number, mobile = false) => guideCover(motifOf(CARE_TIPS[i]?.title ?? '', 'drop'), i, mobile);
const spaCover = (spa: SpaFact, i: number, mobile = false) => guideCover(motifOf(spa.title, 'leaf'), i, mobile);

type PageRow = typeof contentPages.$inferInsert;
type RedirectRow = typeof contentRedirects.$inferInsert;

/** One of `options`, picked by the page's slug: the same page always gets the same wording. */
const pick = <T>(slug: string, part: string, options: readonly T[]): T => options[hash32(slug, part) % options.length]!;
const list = (items: readonly string[]) => items.map((item) => `- ${capitalise(item)}`).join('\n');
const numbered = (items: readonly string[]) => items.map((item, i) => `${i + 1}. ${capitalise(item)}`).join('\n');
const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
const joinVi = (items: readonly string[]) => (items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} và ${items.at(-1)}`);

const FACE_BY_KEY = new Map(FACES.map((face) => [face.key, face]));
const HAIR_BY_KEY = new Map(HAIR_TYPES.map((hair) => [hair.key, hair]));
const facePath = (key: FaceKey) => `${CONTENT_SECTIONS.hairstyle.path}/kieu-toc-cho-${key === 'trai-xoan' ? 'mat-trai-xoan' : `mat-${key}`}`;
const hairPath = (key: HairKey) => `${CONTENT_SECTIONS.hairstyle.path}/kieu-toc-cho-toc-${key}`;
const trendPath = (trend: Trend) => `${CONTENT_SECTIONS.hairstyle.path}/${trend.slug}`;
const servicePath = (slug: string) => `${CONTENT_SECTIONS.service.path}/${slug}`;
const spaPath = (slug: string) => `${CONTENT_SECTIONS.spa.path}/${slug}`;
const tipPath = (slug: string) => `${CONTENT_SECTIONS.article.path}/${slug}`;
const SERVICE_BY_NAME = new Map(SERVICE_FACTS.map((service) => [service.name, service]));
const serviceLink = (name: string) => {
  const service = SERVICE_BY_NAME.get(name);
  return service ? `[${name}](${servicePath(service.slug)})` : name;
};
const faceLink = (key: FaceKey) => `[${FACE_BY_KEY.get(key)!.name}](${facePath(key)})`;
const hairLink = (key: HairKey) => `[${HAIR_BY_KEY.get(key)!.name}](${hairPath(key)})`;

function trendBody(trend: Trend): string {
  const faces = trend.faces.map(faceLink);
  const hair = trend.hair.map(hairLink);
  const fitsEveryone = trend.faces.length >= 5;
  const opening = pick(trend.slug, 'open', [`${trend.origin} ${trend.look}`, `${trend.look} ${trend.origin}`]);
  const fit = fitsEveryone
    ? `Đây là một trong số ít kiểu tóc hợp với gần như mọi khuôn mặt: ${joinVi(faces)}.`
    : pick(trend.slug, 'fit', [
        `${trend.name} tôn lên khuôn ${joinVi(faces)}.`,
        `Những khuôn mặt hợp nhất với ${trend.name} là ${joinVi(faces)}.`,
        `Nếu anh có khuôn ${joinVi(faces)}, ${trend.name} là lựa chọn đáng thử.`,
      ]);
  const upkeep =
    trend.upkeepWeeks <= 2
      ? `Kiểu tóc này mất form rất nhanh: anh nên cắt lại sau khoảng ${trend.upkeepWeeks} tuần.`
      : trend.upkeepWeeks >= 8
        ? `Ưu điểm lớn là ít phải ra salon: khoảng ${trend.upkeepWeeks} tuần mới cần chỉnh lại một lần.`
        : `Để giữ đúng dáng, hãy hẹn cắt lại sau ${trend.upkeepWeeks} tuần.`;
  return [
    opening,
    `## Ai hợp với ${trend.name}?`,
    `${fit} Về chất tóc, kiểu này dễ làm nhất với ${joinVi(hair)}.`,
    `> ${trend.caution}`,
    '## Độ dài cần có',
    `| Vùng tóc | Độ dài |\n|---|---|\n| Phần trên | ${trend.top} |\n| Hai bên và gáy | ${trend.sides} |`,
    `## Cách tạo kiểu ${trend.name} tại nhà`,
    `Sản phẩm nên dùng: ${trend.product}.`,
    numbered(trend.steps),
    '## Hợp với hoàn cảnh nào',
    `${capitalise(joinVi(trend.occasions))}. ${upkeep}`,
    '## Khi ra salon',
    `Hãy đặt dịch vụ ${serviceLink(trend.service)} và nói với stylist tên kiểu "${trend.name}", kèm độ dài phần trên ${trend.top}. Mang theo một tấm ảnh mẫu giúp stylist hiểu đúng ý anh nhanh hơn. [Đặt lịch ngay](/booking).`,
  ].join('\n\n');
}

function faceBody(face: FaceShape): string {
  const suits = TRENDS.filter((trend) => trend.faces.includes(face.key));
  const best = suits.slice(0, 6);
  return [
    pick(face.key, 'open', [
      `Chọn đúng kiểu tóc cho khuôn ${face.name} là cách nhanh nhất để trông gọn gàng hơn mà không cần thay đổi gì khác. Mục tiêu là ${face.goal}.`,
      `Khuôn ${face.name} có những đặc điểm riêng mà một kiểu tóc đúng sẽ tôn lên, còn kiểu sai sẽ làm lộ nhược điểm. Nguyên tắc chung: ${face.goal}.`,
    ]),
    `## Nhận biết khuôn ${face.name}`,
    'Đứng trước gương, vuốt hết tóc ra sau và quan sát:',
    list(face.signs),
    '## Kiểu tóc nên thử',
    best.map((trend) => `- **[${trend.name}](${trendPath(trend)})**: ${trend.look.charAt(0).toLowerCase()}${trend.look.slice(1)}`).join('\n'),
    '## Nên tránh',
    list(face.avoid),
    '## Râu và kính',
    `${face.beard} Nếu đeo kính: ${face.glasses.charAt(0).toLowerCase()}${face.glasses.slice(1)}`,
    `Chưa chắc mình thuộc khuôn mặt nào? Stylist sẽ xem trực tiếp và tư vấn trong bước đầu của dịch vụ ${serviceLink('Cắt gội 10 bước')}.`,
  ].join('\n\n');
}

function hairBody(hair: HairType): string {
  const suits = TRENDS.filter((trend) => trend.hair.includes(hair.key)).slice(0, 6);
  return [
    pick(hair.key, 'open', [
      `Cùng một kiểu tóc, nhưng trên ${hair.name} và trên chất tóc khác sẽ cho kết quả rất khác. Hiểu chất tóc của mình giúp anh chọn kiểu ít tốn công nhất.`,
      `${capitalise(hair.name)} có cách "cư xử" riêng khi cắt, khi gội và khi tạo kiểu. Dưới đây là những điều stylist muốn anh biết.`,
    ]),
    `## Dấu hiệu của ${hair.name}`,
    list(hair.traits),
    '## Khi cắt',
    hair.cutting,
    '## Khi gội',
    hair.washing,
    '## Sản phẩm tạo kiểu',
    hair.products,
    '## Kiểu tóc dễ làm',
    suits.map((trend) => `- [${trend.name}](${trendPath(trend)})`).join('\n'),
    '## Sai lầm thường gặp',
    list(hair.mistakes),
    `Dịch vụ nên cân nhắc: ${joinVi(hair.services.map(serviceLink))}.`,
  ].join('\n\n');
}

function serviceBody(service: ServiceFact): string {
  const hours =
    service.minutes >= 60 ? `${Math.floor(service.minutes / 60)} giờ${service.minutes % 60 ? ` ${service.minutes % 60} phút` : ''}` : `${service.minutes} phút`;
  return [
    service.what,
    '## Dành cho ai',
    list(service.who),
    `## Quy trình (khoảng ${hours})`,
    numbered(service.steps),
    '## Sau khi làm',
    list(service.after),
    `## ${service.question.q}`,
    service.question.a,
    `Giá và thời gian chính xác theo từng salon hiện ở bước chọn dịch vụ khi [đặt lịch](/booking).`,
  ].join('\n\n');
}

function spaBody(spa: SpaFact): string {
  return [
    spa.problem,
    '## Nguyên nhân thường gặp',
    list(spa.causes),
    pick(spa.slug, 'routine', ['## Chăm sóc hằng ngày', '## Thói quen nên có', '## Làm gì ở nhà']),
    numbered(spa.routine),
    '## Những điều nên tránh',
    list(spa.avoid),
    `## Tại salon`,
    `Dịch vụ ${serviceLink(spa.salon)} giúp xử lý chuyên sâu hơn những gì có thể làm ở nhà. Nếu da có dấu hiệu viêm, sưng đau kéo dài, hãy đi khám bác sĩ da liễu trước.`,
  ].join('\n\n');
}

function tipBody(tip: CareTip): string {
  return [
    tip.lead,
    ...tip.points.flatMap(([heading, text]) => [`## ${heading}`, text]),
    ...(tip.myth ? [`## Hiểu lầm: "${tip.myth[0]}"`, tip.myth[1]] : []),
    ...(STYLIST_NOTES[tip.slug] ? ['## Stylist khuyên', STYLIST_NOTES[tip.slug]!] : []),
    '## Tóm tắt',
    numbered(tip.points.map(([heading]) => heading)),
  ].join('\n\n');
}

/** A trend guide's summary: who it suits and the lengths, then what the page teaches. */
const trendDescription = (trend: Trend) => {
  const faces = trend.faces.length >= 5 ? 'hầu hết khuôn mặt' : `khuôn ${joinVi(trend.faces.map((key) => FACE_BY_KEY.get(key)!.name))}`;
  return `${trend.name} hợp với ${faces}, tóc phía trên ${trend.top}: cách tạo kiểu và lưu ý khi ra salon.`;
};

/** The first sentence of a text, for a page's meta description (at most 160 characters). */
const describe = (text: string) => {
  const sentence = text.split(/(?<=[.!?])\s/)[0] ?? text;
  return sentence.length <= 160 ? sentence : `${sentence.slice(0, 157).replace(/\s+\S*$/, '')}…`;
};

export function contentPageRows(today: string): PageRow[] {
  let id = 0;
  let age = 0;
  const row = (page: Omit<PageRow, 'id' | 'publishedAt' | 'status'> & Partial<Pick<PageRow, 'publishedAt' | 'status'>>): PageRow => {
    id += 1;
    age += 1;
    return { id, status: 'published', publishedAt: addDays(today, -age * 2), ...page };
  };
  const rows: PageRow[] = [];

  rows.push(row({ ...ABOUT_PAGE, coverPc: salonInterior(1), coverMb: hairstyle(1) }));
  for (const legal of LEGAL_PAGES) rows.push(row({ ...legal, kind: 'legal' }));
  CAMPAIGN_PAGES.forEach((campaign, i) => rows.push(row({ ...campaign, kind: 'campaign', coverPc: campaignImage(i + 1), coverMb: hairstyle(i + 4) })));

  FACES.forEach((face, i) =>
    rows.push(
      row({
        slug: facePath(face.key).split('/').pop()!,
        path: facePath(face.key),
        kind: 'hairstyle',
        topic: 'face-shape',
        title: `Kiểu tóc nam cho khuôn ${face.name}`,
        description: `Cách nhận biết khuôn ${face.name}, kiểu tóc nên thử, kiểu nên tránh và gợi ý râu, kính phù hợp.`,
        body: faceBody(face),
        coverPc: lookCover(i + 1),
        coverMb: hairstyle(i + 1),
        tags: ['khuôn mặt', face.name],
        related: TRENDS.filter((trend) => trend.faces.includes(face.key))
          .slice(0, 4)
          .map(trendPath),
      }),
    ),
  );
  HAIR_TYPES.forEach((hair, i) =>
    rows.push(
      row({
        slug: hairPath(hair.key).split('/').pop()!,
        path: hairPath(hair.key),
        kind: 'hairstyle',
        topic: 'hair-type',
        title: `Kiểu tóc và cách chăm sóc cho ${hair.name}`,
        description: describe(`${capitalise(hair.name)}: ${hair.cutting}`),
        body: hairBody(hair),
        coverPc: lookCover(i + 7),
        coverMb: hairstyle(i + 7),
        tags: ['chất tóc', hair.name],
        related: TRENDS.filter((trend) => trend.hair.includes(hair.key))
          .slice(0, 3)
          .map(trendPath),
      }),
    ),
  );
  TRENDS.forEach((trend, i) => {
    const similar = TRENDS.filter(
      (other) => other !== trend && other.faces.some((face) => trend.faces.includes(face)) && other.hair.some((h) => trend.hair.includes(h)),
    );
    const start = hash32(trend.slug, 'similar') % Math.max(1, similar.length);
    rows.push(
      row({
        slug: trend.slug,
        path: trendPath(trend),
        kind: 'hairstyle',
        topic: 'trend',
        title: `Kiểu tóc ${trend.name}: hợp với ai, cắt và tạo kiểu thế nào`,
        description: trendDescription(trend),
        body: trendBody(trend),
        coverPc: lookCover(i + 1),
        coverMb: hairstyle(i + 1),
        tags: ['xu hướng', ...trend.occasions.slice(0, 2)],
        related: [facePath(trend.faces[0]!), ...[...similar.slice(start), ...similar.slice(0, start)].slice(0, 3).map(trendPath)],
      }),
    );
  });
  SERVICE_FACTS.forEach((service, i) =>
    rows.push(
      row({
        slug: service.slug,
        path: servicePath(service.slug),
        kind: 'service',
        title: `${service.name}: quy trình, thời gian và lưu ý`,
        description: describe(service.what),
        body: serviceBody(service),
        coverPc: salonInterior(i + 1),
        coverMb: hairstyle(i + 2),
        tags: ['dịch vụ'],
        related: SERVICE_FACTS.filter((other) => other !== service)
          .slice(i % 10, (i % 10) + 3)
          .map((other) => servicePath(other.slug)),
      }),
    ),
  );
  SPA_FACTS.forEach((spa, i) =>
    rows.push(
      row({
        slug: spa.slug,
        path: spaPath(spa.slug),
        kind: 'spa',
        title: spa.title,
        description: describe(spa.problem),
        body: spaBody(spa),
        coverPc: spaCover(spa, i),
        coverMb: spaCover(spa, i, true),
        tags: ['chăm sóc da'],
        related: [
          ...(SERVICE_BY_NAME.get(spa.salon) ? [servicePath(SERVICE_BY_NAME.get(spa.salon)!.slug)] : []),
          ...SPA_FACTS.filter((other) => other !== spa)
            .slice(i % 12, (i % 12) + 2)
            .map((other) => spaPath(other.slug)),
        ],
      }),
    ),
  );
  CARE_TIPS.forEach((tip, i) =>
    rows.push(
      row({
        slug: tip.slug,
        path: tipPath(tip.slug),
        kind: 'article',
        topic: 'hair-care',
        title: tip.title,
        description: describe(tip.lead),
        body: tipBody(tip),
        coverPc: tipCover(i),
        coverMb: tipCover(i, true),
        tags: ['chăm sóc tóc'],
        related: [CARE_TIPS[(i + 1) % CARE_TIPS.length]!, CARE_TIPS[(i + 7) % CARE_TIPS.length]!, CARE_TIPS[(i + 13) % CARE_TIPS.length]!].map((other) =>
          tipPath(other.slug),
        ),
      }),
    ),
  );

  // Not public: a draft and a tip scheduled for next week (the store keeps them; lists and the sitemap do not).
  rows.push(
    row({
      slug: 'toc-nam-tet-2027',
      path: tipPath('toc-nam-tet-2027'),
      kind: 'article',
      topic: 'hair-care',
      title: 'Kiểu tóc nam đón Tết 2027',
      description: 'Bản nháp: gợi ý kiểu tóc cho dịp Tết.',
      body: 'Bài viết đang được biên tập.',
      status: 'draft',
      publishedAt: null,
    }),
  );
  rows.push(
    row({
      slug: 'toc-nam-giang-sinh',
      path: tipPath('toc-nam-giang-sinh'),
      kind: 'article',
      topic: 'hair-care',
      title: 'Kiểu tóc cho mùa Giáng sinh',
      description: 'Gợi ý kiểu tóc cho những buổi tiệc cuối năm.',
      body: 'Mùa tiệc cuối năm là dịp để thử một kiểu tóc mới.',
      publishedAt: addDays(today, 7),
    }),
  );
  rows.push(row({ ...TOPUP_TERMS_PAGE, kind: 'legal' }));
  return rows;
}

/** Paths answered by the external landing host when LANDING_HOST is set (spec §2 redirect page). */
export const CONTENT_REDIRECT_ROWS: RedirectRow[] = [
  { path: '/landing/dat-lich-nhanh', note: 'Trang đích quảng cáo đặt lịch nhanh' },
  { path: '/landing/uu-dai-thanh-vien-moi', note: 'Trang đích ưu đãi khách hàng mới' },
  { path: '/khuyen-mai', note: 'Trang khuyến mãi theo mùa' },
];
