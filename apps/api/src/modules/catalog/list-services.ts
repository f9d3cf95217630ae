import { addDays, formatDateBook, type Lang, zonedToday } from '@shine/shared';
import { type TServiceCategory, type TServiceListResponse, ZServiceListResponse } from '@shine/shared/schemas/catalog';
import type { AppDeps } from '../../app-deps.ts';
import { cachedReference } from '../../lib/app-cache.ts';
import { cleanHtml } from '../../lib/html-policies.ts';
import { type PreparedJson, prepareJson } from '../../lib/prepared-json.ts';
import { visitSetsOf } from '../customers/index.ts';
import { requireSalon } from '../salons/index.ts';
import { findCatalogue, findGuideScreens, findSpecialDayPricesBetween, findSuggestRules } from './catalog-repository.ts';
import { groupSpecialPrices, localized, type ServiceViewContext, toServiceView } from './service-view.ts';

/** Special-day prices are announced for today and the 13 days after it. */
export const SPECIAL_DAY_WINDOW_DAYS = 14;

/** "Today" at the salon (the chain's default zone before a salon is chosen) and the special-day window from it. */
export async function serviceContext(
  deps: Pick<AppDeps, 'db' | 'clock' | 'cache'>,
  input: { salonId: number; phone?: string; lang: Lang; used?: ReadonlySet<number> },
): Promise<ServiceViewContext & { specialRows: Awaited<ReturnType<typeof findSpecialDayPricesBetween>> }> {
  const salon = input.salonId > 0 ? await requireSalon(deps, input.salonId) : undefined;
  const today = zonedToday(deps.clock.now(), salon?.timeZone);
  const [specialRows, used] = await Promise.all([
    cachedReference(deps.cache, `special:${today}`, () => findSpecialDayPricesBetween(deps.db, today, addDays(today, SPECIAL_DAY_WINDOW_DAYS - 1))),
    input.used ?? (input.phone ? visitSetsOf(deps, input.phone).then((sets) => sets.serviceIds) : Promise.resolve(new Set<number>())),
  ]);
  return { lang: input.lang, used, special: groupSpecialPrices(specialRows), specialRows };
}

/**
 * Service list V5: categories > groups > services on sale (discontinued ones are not listed), with the
 * special-day rules, step guides and suggest rules the service step needs.
 */
export async function listServices(
  deps: Pick<AppDeps, 'db' | 'clock' | 'cache'>,
  input: { salonId: number; phone?: string; lang: Lang; used?: ReadonlySet<number> },
): Promise<TServiceListResponse> {
  const ctx = await serviceContext(deps, input);
  // The catalogue is reference data: read once a minute, not on every visit of the service step.
  const [catalogue, guides, rules] = await Promise.all([
    cachedReference(deps.cache, 'catalogue', () => findCatalogue(deps.db)),
    cachedReference(deps.cache, 'guide-screens', () => findGuideScreens(deps.db)),
    cachedReference(deps.cache, 'suggest-rules', () => findSuggestRules(deps.db)),
  ]);
  const { lang } = input;

  const categories = catalogue.categories.map((c): TServiceCategory => ({
    categoryId: c.id,
    order: c.sort,
    categoryName: localized(lang, c.name, c.nameEn),
    title: localized(lang, c.title, c.nameEn),
    displaySuggest: c.displaySuggest,
    isOther: c.isOther,
    serviceGroups: catalogue.groups
      .filter((g) => g.categoryId === c.id)
      .map((g) => {
        const rows = catalogue.services.filter((s) => s.groupId === g.id);
        return {
          groupId: g.id,
          groupName: localized(lang, g.name, g.nameEn),
          hasDetail: g.title !== null || rows.some((s) => s.hasDetail),
          services: rows.map((s) => toServiceView(s, c.id, ctx)),
        };
      })
      .filter((g) => g.services.length > 0),
  }));

  return {
    data: categories.filter((c) => c.serviceGroups.length > 0),
    ruleShowBookings: { showUsed: ctx.used.size > 0 },
    rulesSpecialDay: ctx.specialRows.map((r) => ({
      serviceId: r.serviceId,
      serviceSpecial: r.serviceId,
      serviceStylist: null,
      serviceSpecialStylist: null,
      stylistLevelId: null,
      date: formatDateBook(r.date),
      price: r.price,
    })),
    guideScreens: guides,
    suggestRules: rules.map((r) => ({
      ruleType: r.ruleType,
      serviceSelected: r.serviceSelected,
      listService: r.listService,
      title: cleanHtml('inlineTitle', localized(lang, r.title, r.titleEn)),
      image: r.image,
    })),
  };
}

/**
 * The service list as sent: checked, serialised and compressed once per salon-day, language and set of
 * services the customer already had (customers share a few such sets), while the catalogue is cached (60 s);
 * his set is read once per few seconds (customers' visitSetsOf), not on every request.
 */
export async function serviceListAnswer(
  deps: Pick<AppDeps, 'db' | 'clock' | 'cache'>,
  input: { salonId: number; phone?: string; lang: Lang },
): Promise<PreparedJson> {
  const salon = input.salonId > 0 ? await requireSalon(deps, input.salonId) : undefined;
  const used = input.phone ? (await visitSetsOf(deps, input.phone)).serviceIds : new Set<number>();
  const today = zonedToday(deps.clock.now(), salon?.timeZone);
  const key = `service-list:${input.salonId}:${today}:${input.lang}:${[...used].sort((a, b) => a - b).join(',')}`;
  return cachedReference(deps.cache, key, async () =>
    prepareJson(ZServiceListResponse.parse(await listServices(deps, { salonId: input.salonId, lang: input.lang, used }))),
  );
}
