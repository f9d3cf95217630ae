import type { BackofficeAction } from '@shine/shared/rules/backoffice-policy';
import type { ComponentType } from 'react';
import type { BackofficeTexts } from './locales/vi';

/** What a section's module gives the shell: its screen, shown beside the nav. */
export type SectionModule = { Section: ComponentType<{ path: string }> };

export type BackofficeSection = {
  id: keyof BackofficeTexts['sections'];
  /** Under /quan-tri/: the section's first path segment ('noi-dung' → /quan-tri/noi-dung/...). */
  path: string;
  /** The nav's label: a key of the back office's `sections` texts. */
  label: `sections.${keyof BackofficeTexts['sections']}`;
  /** The person sees the section when one of his roles allows one of these actions. */
  actions: readonly BackofficeAction[];
  /** Its screen, a chunk of its own. */
  page: () => Promise<SectionModule>;
};

/**
 * Every section of the back office, in the nav's order. The other parts of the back office (roster, offers,
 * reports) add theirs here, with the texts of their labels in locales/.
 */
export const SECTIONS: readonly BackofficeSection[] = [
  { id: 'content', path: 'noi-dung', label: 'sections.content', actions: ['content.edit'], page: () => import('./sections/content-section') },
  { id: 'pages', path: 'trang', label: 'sections.pages', actions: ['content.edit'], page: () => import('./sections/pages-section') },
  { id: 'catalog', path: 'dich-vu', label: 'sections.catalog', actions: ['catalog.edit'], page: () => import('./sections/catalog-section') },
  { id: 'salons', path: 'salon', label: 'sections.salons', actions: ['salon.edit'], page: () => import('./sections/salons-section') },
  { id: 'franchise', path: 'nhuong-quyen', label: 'sections.franchise', actions: ['inbox.franchise'], page: () => import('./sections/franchise-section') },
  { id: 'jobs', path: 'tuyen-dung', label: 'sections.jobs', actions: ['jobs.manage', 'cv.read'], page: () => import('./sections/jobs-section') },
  {
    id: 'imageReports',
    path: 'anh-bao-sai',
    label: 'sections.imageReports',
    actions: ['imageReport.resolve'],
    page: () => import('./sections/image-reports-section'),
  },
  { id: 'ratings', path: 'danh-gia', label: 'sections.ratings', actions: ['rating.answer'], page: () => import('./sections/ratings-section') },
  { id: 'roster', path: 'lich-lam-viec', label: 'sections.roster', actions: ['roster.edit'], page: () => import('./sections/roster-section') },
  { id: 'reports', path: 'bao-cao', label: 'sections.reports', actions: ['report.read'], page: () => import('./sections/reports-section') },
  { id: 'offers', path: 'uu-dai', label: 'sections.offers', actions: ['offer.edit'], page: () => import('./sections/offers-section') },
  { id: 'audit', path: 'nhat-ky', label: 'sections.audit', actions: ['audit.read'], page: () => import('./sections/audit-section') },
  // The catalogue's structure, membership and top-up, a booking's messages (issue 32, part 3).
  {
    id: 'catalogStructure',
    path: 'danh-muc-dich-vu',
    label: 'sections.catalogStructure',
    actions: ['catalog.edit'],
    page: () => import('./sections/catalog-structure-section'),
  },
  { id: 'membership', path: 'hoi-vien-nap-tien', label: 'sections.membership', actions: ['catalog.edit'], page: () => import('./sections/membership-section') },
  {
    id: 'bookingMessages',
    path: 'tin-nhan-lich-hen',
    label: 'sections.bookingMessages',
    actions: ['booking.messages'],
    page: () => import('./sections/booking-messages-section'),
  },
  // Games and lookbooks (issue 32, part 4).
  {
    id: 'games',
    path: 'style-master',
    label: 'sections.games',
    actions: ['styleMaster.moderate', 'contest.edit'],
    page: () => import('./sections/games-section'),
  },
  {
    id: 'collections',
    path: 'bo-suu-tap',
    label: 'sections.collections',
    actions: ['collection.edit'],
    page: () => import('./sections/collections-section'),
  },
];

/** The sections a person with these actions sees. */
export const sectionsFor = (actions: readonly BackofficeAction[]) => SECTIONS.filter((s) => s.actions.some((a) => actions.includes(a)));
