import type { Lang } from '@shine/shared';
import type { TServiceDetail } from '@shine/shared/schemas/catalog';
import type { AppDeps } from '../../app-deps.ts';
import { notFound } from '../../lib/errors.ts';
import { findGroup, findGroupCategories, findGroupDetail } from './catalog-repository.ts';
import { serviceContext } from './list-services.ts';
import { localized, localizedTags, toServiceView } from './service-view.ts';

/**
 * Service detail V3 (step 3): the group's banners, title and content, its versions (choose 1), the
 * add-ons of those versions (optional, several) and the upsale services. 404 for an unknown group or
 * one with nothing left on sale.
 */
export async function serviceDetail(
  deps: Pick<AppDeps, 'db' | 'clock' | 'cache'>,
  input: { groupId: number; salonId: number; phone?: string; lang: Lang },
): Promise<TServiceDetail> {
  const group = await findGroup(deps.db, input.groupId);
  if (!group) throw notFound('SERVICE_GROUP_NOT_FOUND', 'service.groupNotFound');
  const [detail, ctx] = await Promise.all([findGroupDetail(deps.db, group.id), serviceContext(deps, input)]);
  if (detail.versions.length === 0) throw notFound('SERVICE_GROUP_NOT_FOUND', 'service.groupNotFound');
  const upsaleCategories = await findGroupCategories(deps.db, [...new Set(detail.upsales.map((s) => s.groupId))]);
  const { lang } = input;

  return {
    groupId: group.id,
    title: localized(lang, group.title ?? group.name, group.titleEn ?? group.nameEn),
    titleContent: localized(lang, group.content, group.contentEn) ?? '',
    tags: localizedTags(lang, group.tags, group.tagsEn),
    banners: detail.banners,
    services: detail.versions.map((s) => toServiceView(s, group.categoryId, ctx)),
    addOns: detail.addOns.map((s) => ({
      serviceId: s.id,
      title: localized(lang, s.name, s.nameEn),
      subtitle: localized(lang, s.subtitle, s.subtitleEn),
      priceNum: s.price,
      parentServiceId: s.parentServiceId ?? 0,
    })),
    upsaleServices: detail.upsales.map((s) => toServiceView(s, upsaleCategories.get(s.groupId) ?? group.categoryId, ctx)),
    categoryId: group.categoryId,
  };
}
