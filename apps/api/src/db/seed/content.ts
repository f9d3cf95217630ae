/**
 * Editorial content: the 19 news articles (id 1 newest), lookbooks, hairstyle collections and the
 * top stylists of the current month (home section; Style Master posts are in style-master.ts). Each
 * news article is a page of ours (/tin-tuc/slug, content_pages kind 'news'); where it first ran in the
 * press it names the outlet beside the outlet's mark. The outlets are made up, so there is no address
 * of an original article (issue 27 item 8: demo data never links to a host that does not exist).
 */
import { NEWS } from './content-facts/news.ts';
import { newsThumb, pressLogo, stylistAvatar } from './images.ts';
import { addDays } from './random.ts';
import type { SalonRow } from './salons.ts';
import type { StaffRow } from './staff.ts';

export const PRESS = [{ name: 'Tin Nhanh 24h' }, { name: 'Đời Sống Trẻ' }, { name: 'Nhịp Sống Số' }, { name: 'Kinh Doanh Việt' }, { name: 'Phong Cách Nam' }];

export const NEWS_TITLES = NEWS.map((article) => article.title);

export const NEWS_SECTION_PATH = '/tin-tuc';
/** The page of news article i + 1 on this site. */
export const newsLink = (i: number): string => `${NEWS_SECTION_PATH}/${NEWS[i]?.slug ?? ''}`;
const newsPublishedAt = (today: string, i: number) => addDays(today, -3 - i * 11);

/** The newest article that first ran in outlet `press` (the home page's press card opens it). */
export function pressStory(press: number): { title: string; link: string } {
  const i = NEWS.findIndex((article) => article.press === press);
  return { title: NEWS[i]?.title ?? '', link: newsLink(i) };
}

export function newsRows(today: string) {
  return NEWS.map((article, i) => ({
    id: i + 1,
    img: newsThumb(i + 1),
    title: article.title,
    source: article.press === null ? null : (PRESS[article.press]?.name ?? null),
    // The outlet's mark (no words in it: its name is set in HTML beside it).
    logoBlog: article.press === null ? null : pressLogo(article.press + 1),
    sourceUrl: null,
    link: newsLink(i),
    publishedAt: newsPublishedAt(today, i),
  }));
}

/** The news articles' own pages (content_pages kind 'news'), ids from `firstId`. */
export function newsPageRows(today: string, firstId: number) {
  return NEWS.map((article, i) => ({
    id: firstId + i,
    slug: article.slug,
    path: newsLink(i),
    kind: 'news' as const,
    title: article.title,
    description: article.lead,
    // The lead is the page's description, shown above the text.
    body: article.parts.flatMap(([heading, text]) => [`## ${heading}`, text]).join('\n\n'),
    coverPc: newsThumb(i + 1),
    coverMb: newsThumb(i + 1),
    tags: ['tin tức'],
    related: [1, 2, 3].map((k) => newsLink((i + k) % NEWS.length)),
    publishedAt: newsPublishedAt(today, i),
    status: 'published' as const,
  }));
}

/** Names of the 16 hairstyle pictures (hairstyle-1..16). */
export const HAIRSTYLE_NAMES = [
  'Undercut',
  'Side Part',
  'Layer',
  'Two Block',
  'Mohican',
  'Buzz Cut',
  'Crew Cut',
  'Mullet',
  'Quiff',
  'Pompadour',
  'Textured Crop',
  'Faux Hawk',
  'Uốn con sâu',
  'K-perm',
  'Nhuộm xám khói',
  'Nhuộm nâu lạnh',
];

export const LOOKBOOKS = [
  { id: 1, slug: 'bad-boy', title: 'Bad Boy', description: 'Những kiểu tóc cá tính, mạnh mẽ: Mohican, Undercut, Faux Hawk.' },
  { id: 2, slug: 'creative', title: 'Creative', description: 'Sáng tạo với màu nhuộm và đường cắt khác biệt.' },
  { id: 3, slug: 'k-perm', title: 'K-perm', description: 'Uốn Hàn Quốc sóng mềm tự nhiên, chuẩn phong cách idol.' },
  { id: 4, slug: 'hair-style', title: 'Hair Style', description: 'Tổng hợp kiểu tóc nam được yêu thích nhất năm.' },
  { id: 5, slug: 'side-part', title: 'Side Part', description: 'Rẽ ngôi lịch lãm cho quý ông công sở.' },
];

export type TopStylist = { rank: number; stylist: StaffRow; salon: SalonRow; score: number };

/** The month's 12 best stylists by rating and number of customers, among salons already open. */
export function topStylists(today: string, staff: StaffRow[], salons: SalonRow[]): TopStylist[] {
  const salonById = new Map(salons.map((s) => [s.id, s]));
  return staff
    .filter((s) => s.role === 'stylist' && s.active)
    .map((stylist) => ({
      stylist,
      salon: salonById.get(stylist.salonId),
      score: Math.round(stylist.ratingStar * Math.log10(stylist.totalCustomers) * 100) / 100,
    }))
    .filter((x): x is { stylist: StaffRow; salon: SalonRow; score: number } => !!x.salon && (!x.salon.openingDate || x.salon.openingDate <= today))
    .sort((a, b) => b.score - a.score || a.stylist.id - b.stylist.id)
    .slice(0, 12)
    .map((x, i) => ({ rank: i + 1, ...x }));
}

export function topStylistRows(today: string, top: TopStylist[]) {
  return top.map((t) => ({
    month: today.slice(0, 7),
    rank: t.rank,
    stylistId: t.stylist.id,
    image: t.stylist.avatar ?? stylistAvatar(t.rank),
    score: t.score,
  }));
}
