import type { TAdminBanner, TAdminHome, TAdminHomeSection } from '@shine/shared/schemas/backoffice';
import type { AppDeps } from '../../app-deps.ts';
import { notFound } from '../../lib/errors.ts';
import { audit } from './audit.ts';
import type { AdminActor } from './backoffice-guard.ts';
import {
  type BannerRow,
  type HomeSectionRow,
  findBanners,
  findHomeSections,
  lockBanner,
  lockHomeSection,
  updateBannerRow,
  updateHomeSectionRow,
} from './content-admin-repository.ts';
import { invalidateCustomerCaches } from './invalidate-caches.ts';

type Deps = Pick<AppDeps, 'db' | 'clock' | 'cache'>;

const bannerView = (b: BannerRow): TAdminBanner => ({
  id: b.id,
  title: b.title,
  link: b.link,
  linkMobile: b.linkMobile,
  redirectLink: b.redirectLink,
  sort: b.sort,
  isWebsite: b.isWebsite,
});
const sectionView = (s: HomeSectionRow): TAdminHomeSection => ({
  id: s.id,
  layout: s.layout,
  title: s.title,
  subTitle: s.subTitle,
  banner: s.banner,
  bannerMobile: s.bannerMobile,
  redirectLinkBanner: s.redirectLinkBanner,
  sort: s.sort,
  items: s.list.length,
});

/** The home page as the editor works on it: the banners (desktop and mobile images) and the sections in order. */
export async function getAdminHome(deps: Deps): Promise<TAdminHome> {
  const [bannerRows, sectionRows] = await Promise.all([findBanners(deps.db), findHomeSections(deps.db)]);
  return { banners: bannerRows.map(bannerView), sections: sectionRows.map(sectionView) };
}

/** One banner changed, audited, live on the customer's next load. */
export async function updateBanner(deps: Deps, actor: AdminActor, id: number, body: Omit<TAdminBanner, 'id'>): Promise<TAdminBanner> {
  const row = await deps.db.transaction(async (tx) => {
    const before = await lockBanner(tx, id);
    if (!before) throw notFound('NOT_FOUND', 'admin.notFound');
    const after = await updateBannerRow(tx, id, body);
    await audit(tx, actor, {
      at: deps.clock.now(),
      action: 'content.edit',
      entity: 'banner',
      entityId: id,
      before: bannerView(before),
      after: bannerView(after),
    });
    return after;
  });
  invalidateCustomerCaches(deps);
  return bannerView(row);
}

/** One home section's heading, banner and place in the page, audited, live on the next load. */
export async function updateHomeSection(
  deps: Deps,
  actor: AdminActor,
  id: number,
  body: Pick<TAdminHomeSection, 'title' | 'subTitle' | 'banner' | 'bannerMobile' | 'redirectLinkBanner' | 'sort'>,
): Promise<TAdminHomeSection> {
  const row = await deps.db.transaction(async (tx) => {
    const before = await lockHomeSection(tx, id);
    if (!before) throw notFound('NOT_FOUND', 'admin.notFound');
    const after = await updateHomeSectionRow(tx, id, body);
    await audit(tx, actor, {
      at: deps.clock.now(),
      action: 'content.edit',
      entity: 'homeSection',
      entityId: id,
      before: sectionView(before),
      after: sectionView(after),
    });
    return after;
  });
  invalidateCustomerCaches(deps);
  return sectionView(row);
}
