import { formatDateBook, formatVnd, type Lang } from '@shine/shared';
import type { TService } from '@shine/shared/schemas/catalog';
import type { ServiceRow, SpecialDayPriceRow } from './catalog-repository.ts';

/** What a service looks like depends on the language, the customer's history and the coming special days. */
export type ServiceViewContext = {
  lang: Lang;
  used: ReadonlySet<number>;
  /** Special-day prices of the coming days per service, earliest first. */
  special: ReadonlyMap<number, readonly SpecialDayPriceRow[]>;
};

/** The English text when asked for and present, else the Vietnamese one. */
export function localized(lang: Lang, vi: string, en: string | null | undefined): string;
export function localized(lang: Lang, vi: string | null, en: string | null | undefined): string | null;
export function localized(lang: Lang, vi: string | null, en: string | null | undefined): string | null {
  return lang === 'en' && en ? en : vi;
}

/** The English tags when asked for and present (one per Vietnamese tag), else the Vietnamese ones. */
export function localizedTags(lang: Lang, vi: string[], en: string[] | null | undefined): string[] {
  return lang === 'en' && en && en.length === vi.length ? en : vi;
}

export function groupSpecialPrices(rows: readonly SpecialDayPriceRow[]): Map<number, SpecialDayPriceRow[]> {
  const byService = new Map<number, SpecialDayPriceRow[]>();
  for (const row of rows) byService.set(row.serviceId, [...(byService.get(row.serviceId) ?? []), row]);
  return byService;
}

/** Spec §3 Service. There is no English description column: the English subtitle stands in for it. */
export function toServiceView(row: ServiceRow, categoryId: number, ctx: ServiceViewContext): TService {
  const special = ctx.special.get(row.id) ?? [];
  return {
    serviceId: row.id,
    groupId: row.groupId,
    parentServiceId: row.parentServiceId,
    name: localized(ctx.lang, row.name, row.nameEn),
    nameVi: row.name,
    nameEn: row.nameEn || row.name,
    subtitle: localized(ctx.lang, row.subtitle, row.subtitleEn),
    description: ctx.lang === 'en' ? (row.subtitleEn ?? row.description) : row.description,
    timeServe: row.timeServe,
    price: formatVnd(row.price),
    oldPrice: row.oldPrice === null ? null : formatVnd(row.oldPrice),
    priceNum: row.price,
    oldPriceNum: row.oldPrice,
    versionName: localized(ctx.lang, row.versionName, row.versionNameEn),
    tags: localizedTags(ctx.lang, row.tags, row.tagsEn),
    categoryId,
    used: ctx.used.has(row.id) ? 1 : 0,
    hasDetail: row.hasDetail,
    serviceImage: row.image,
    serviceVideo: row.video,
    isDefaultService: row.isDefault,
    hasSpecial: special.length > 0,
    priceSpecialDay: special.map((s) => ({ date: formatDateBook(s.date), price: s.price })),
    type: row.type,
  };
}
