// The content store's list pages (plain data, no zod: the web's route table and shell import it).

export const CONTENT_KINDS = ['article', 'hairstyle', 'service', 'spa', 'legal', 'collection', 'campaign', 'news'] as const;
export type TContentKind = (typeof CONTENT_KINDS)[number];

/** Where the pages of each kind are listed (list page path and its title); kinds without one stand alone. */
export const CONTENT_SECTIONS = {
  article: { path: '/bi-kip-cham-soc-toc', title: 'Bí kíp chăm sóc tóc' },
  hairstyle: { path: '/kieu-toc', title: 'Cẩm nang kiểu tóc nam' },
  service: { path: '/kien-thuc-dich-vu', title: 'Hiểu về dịch vụ' },
  spa: { path: '/spa-cham-soc-da', title: 'Spa và chăm sóc da' },
} as const satisfies Partial<Record<TContentKind, { path: string; title: string }>>;
export type TListedKind = keyof typeof CONTENT_SECTIONS;
export const LISTED_KINDS = Object.keys(CONTENT_SECTIONS) as TListedKind[];

/** The news page (spec §2 'Tin tức mới nhất về {product}'): its articles are pages of kind 'news' under it. */
export const NEWS_SECTION = { path: '/tin-tuc', title: 'Tin tức' } as const;

/** The page a kind's pages are filed under (breadcrumbs, og:type article): its list page, or the news page. */
export function sectionOf(kind: string): { path: string; title: string } | null {
  if (kind === 'news') return NEWS_SECTION;
  return (CONTENT_SECTIONS as Record<string, { path: string; title: string } | undefined>)[kind] ?? null;
}

/** Topics of the hairstyle guides, in the order the list shows them. */
export const HAIRSTYLE_TOPICS = [
  { topic: 'face-shape', title: 'Chọn kiểu tóc theo khuôn mặt' },
  { topic: 'hair-type', title: 'Chọn kiểu tóc theo chất tóc' },
  { topic: 'trend', title: 'Kiểu tóc nam được yêu thích' },
] as const;
