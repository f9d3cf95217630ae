import { type CampaignTerms, formatDisplayDate, formatVnd, type Lang, priceWithCampaign, translate, zonedToday } from '@shine/shared';
import { type TCampaignDetail, type TCampaignService, ZCampaignDetail } from '@shine/shared/schemas/campaign';
import { envelope } from '@shine/shared/schemas/common';
import { cachedReference } from '../../lib/app-cache.ts';
import { type PreparedJson, prepareJson } from '../../lib/prepared-json.ts';
import { DYNAMIC_BROTLI_QUALITY } from '../../plugins/compression.ts';
import type { AppDeps } from '../../app-deps.ts';
import { notFound } from '../../lib/errors.ts';
import type { SessionCustomer } from '../auth/index.ts';
import { requireSalon } from '../salons/index.ts';
import type { ServiceRow } from '../catalog/index.ts';
import { evaluateCampaign, toCampaignItem } from './campaign-view.ts';
import { type CampaignWithTerms, findActiveCampaign, findSalonNames } from './campaigns-repository.ts';
import { priceChosenServices, usesLeft } from './chosen-services.ts';
import { cleanHtml } from '../../lib/html-policies.ts';

export type RewardDetailInput = { campaignId: number; salonId: number; serviceIds: number[]; date?: string; caller?: SessionCustomer; lang: Lang };

/** The price of one service alone with the campaign's benefit (the condition is shown separately). */
function benefitPrice(terms: CampaignTerms, serviceId: number, price: number): number {
  return priceWithCampaign([{ serviceId, price }], { ...terms, minTotal: 0, conditionServiceIds: [] }).newTotal;
}

function campaignService(row: ServiceRow, price: number, originPrice: number, selected: readonly number[], lang: Lang): TCampaignService {
  return {
    id: row.id,
    name: lang === 'en' && row.nameEn ? row.nameEn : row.name,
    price: formatVnd(price),
    originPrice: formatVnd(originPrice),
    priceNum: price,
    originPriceNum: originPrice,
    description: lang === 'en' ? (row.subtitleEn ?? row.description) : row.description,
    serviceImage: row.image,
    selected: selected.includes(row.id),
  };
}

/**
 * Reward (campaign) detail, step 5: validity, uses left, payment method, salons, conditions and benefit
 * as sanitised HTML, the services meeting the condition and those the benefit applies to. Codes are
 * never disclosed. Ended campaigns are shown as not valid; unknown or withdrawn ones are a 404.
 */
export async function rewardDetail(deps: Pick<AppDeps, 'db' | 'clock' | 'cache'>, input: RewardDetailInput): Promise<TCampaignDetail> {
  const found = await findActiveCampaign(deps.db, input.campaignId);
  if (!found) throw notFound('CAMPAIGN_NOT_FOUND', 'voucher.notFound');
  const salon = input.salonId > 0 ? await requireSalon(deps, input.salonId) : undefined;
  const date = input.date ?? zonedToday(deps.clock.now(), salon?.timeZone);
  const left = await usesLeft(deps.db, input.caller, [found]);
  return detailOf(deps, found, { ...input, date, remainUsage: left.get(found.campaign.id) ?? null });
}

export const ZRewardDetailAnswer = envelope(ZCampaignDetail);

/**
 * The reward detail as sent. All of it but the caller's uses left is the same for everyone asking with
 * the same salon, services, date and language: it is checked, serialised and compressed once per such
 * request and uses left (the campaign with its terms read once a minute, like the catalogue), and kept
 * while the back office changes nothing (its edits drop it here; other instances within their minute).
 * Only the uses left of a limited campaign are read per logged-in caller (one indexed count).
 */
export async function rewardDetailAnswer(deps: Pick<AppDeps, 'db' | 'clock' | 'cache'>, input: RewardDetailInput): Promise<PreparedJson> {
  const found = await cachedReference(deps.cache, `campaign:${input.campaignId}`, () => findActiveCampaign(deps.db, input.campaignId));
  if (!found) throw notFound('CAMPAIGN_NOT_FOUND', 'voucher.notFound');
  const salon = input.salonId > 0 ? await requireSalon(deps, input.salonId) : undefined;
  const date = input.date ?? zonedToday(deps.clock.now(), salon?.timeZone);
  const remainUsage = (await usesLeft(deps.db, input.caller, [found])).get(found.campaign.id) ?? null;
  const key = `reward-detail:${found.campaign.id}:${input.salonId}:${input.serviceIds.join(',')}:${date}:${input.lang}:${remainUsage}`;
  return deps.cache.answers.get(key, async () =>
    prepareJson(ZRewardDetailAnswer.parse({ data: await detailOf(deps, found, { ...input, date, remainUsage }) }), DYNAMIC_BROTLI_QUALITY),
  ) as Promise<PreparedJson>;
}

async function detailOf(
  deps: Pick<AppDeps, 'db'>,
  found: CampaignWithTerms,
  input: RewardDetailInput & { date: string; remainUsage: number | null },
): Promise<TCampaignDetail> {
  const { date, remainUsage } = input;
  const { terms, campaign } = found;
  const related = [...terms.conditionServiceIds, ...terms.applyServiceIds];
  const [{ chosen }, relatedPriced, salons] = await Promise.all([
    priceChosenServices(deps.db, input.serviceIds, date),
    priceChosenServices(deps.db, related, date),
    findSalonNames(deps.db, found.salonIds),
  ]);
  const evaluation = evaluateCampaign(found, { chosen, salonId: input.salonId, date, usesLeft: remainUsage });
  const priceOf = new Map(relatedPriced.chosen.map((c) => [c.serviceId, c.price]));
  const rowsOf = (ids: readonly number[]) => relatedPriced.rows.filter((r) => ids.includes(r.id));
  const serviceConditions = rowsOf(terms.conditionServiceIds).map((r) => {
    const price = priceOf.get(r.id) ?? r.price;
    return campaignService(r, price, price, input.serviceIds, input.lang);
  });
  const serviceApplies = rowsOf(terms.applyServiceIds).map((r) => {
    const price = priceOf.get(r.id) ?? r.price;
    return campaignService(r, benefitPrice(terms, r.id, price), price, input.serviceIds, input.lang);
  });
  const listed = [...serviceConditions, ...serviceApplies];
  const { selected: _selected, discount: _discount, ...item } = toCampaignItem(found, evaluation, input.lang, false);

  return {
    ...item,
    validity: translate(input.lang, 'voucher.validity', {
      start: formatDisplayDate(campaign.startDate),
      end: formatDisplayDate(campaign.endDate),
    }),
    remainUsage,
    paymentMethod: campaign.paymentMethod,
    salonApplies: salons,
    allSalons: found.salonIds.length === 0,
    condition: cleanHtml('campaignBody', campaign.condition),
    effect: cleanHtml('campaignBody', campaign.effect),
    serviceConditions,
    serviceApplies,
    codes: [],
    canChoose: listed.length === 0 || listed.some((s) => s.selected),
  };
}
