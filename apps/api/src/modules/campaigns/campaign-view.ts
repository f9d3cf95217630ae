import {
  type CampaignCheck,
  type ChosenService,
  checkCampaign,
  formatDisplayDate,
  formatVnd,
  type Lang,
  type MessageKey,
  priceWithCampaign,
  translate,
} from '@shine/shared';
import type { TCampaignItem } from '@shine/shared/schemas/campaign';
import type { CampaignWithTerms } from './campaigns-repository.ts';

export type CampaignEvaluation = {
  valid: boolean;
  validCondition: boolean;
  /** Why it cannot be used; null when valid. */
  reason: { key: MessageKey; params?: Record<string, string> } | null;
  discount: number;
};

const CHECK_MESSAGES: Record<Exclude<CampaignCheck, 'ok'>, MessageKey> = {
  conditionNotMet: 'voucher.conditionNotMet',
  noApplicableService: 'voucher.noApplicableService',
  belowMinTotal: 'voucher.belowMinTotal',
};

/**
 * Whether a campaign can be checked for this choice (spec §2 voucher screen: only valid ones can be
 * checked, an invalid one shows its message): running on the date, valid at the salon (0 = not chosen
 * yet), uses left (null = unknown or unlimited), and its conditions met by the chosen services.
 */
export function evaluateCampaign(
  c: CampaignWithTerms,
  input: { chosen: readonly ChosenService[]; salonId: number; date: string; usesLeft: number | null },
): CampaignEvaluation {
  const check = checkCampaign(input.chosen, c.terms);
  const validCondition = input.chosen.length > 0 && check === 'ok';
  const fail = (key: MessageKey, params?: Record<string, string>): CampaignEvaluation => ({
    valid: false,
    validCondition,
    reason: { key, params },
    discount: 0,
  });
  const { campaign } = c;
  if (input.date < campaign.startDate || input.date > campaign.endDate) return fail('voucher.notValid');
  if (input.salonId > 0 && c.salonIds.length > 0 && !c.salonIds.includes(input.salonId)) return fail('voucher.notForSalon');
  if (input.usesLeft === 0) return fail('voucher.usedUp');
  if (input.chosen.length === 0) return fail('voucher.chooseServiceFirst');
  if (check !== 'ok') return fail(CHECK_MESSAGES[check], check === 'belowMinTotal' ? { minTotal: formatVnd(c.terms.minTotal) } : undefined);
  const pricing = priceWithCampaign(input.chosen, c.terms);
  return { valid: true, validCondition, reason: null, discount: pricing.oldTotal - pricing.newTotal };
}

export function campaignName(c: CampaignWithTerms, lang: Lang): string {
  return lang === 'en' && c.campaign.nameEn ? c.campaign.nameEn : c.campaign.name;
}

/** Spec §3 Campaign as listed in the voucher tabs. */
export function toCampaignItem(c: CampaignWithTerms, e: CampaignEvaluation, lang: Lang, selected: boolean): TCampaignItem {
  return {
    campaignId: c.campaign.id,
    name: campaignName(c, lang),
    nameVi: c.campaign.name,
    nameEn: c.campaign.nameEn || c.campaign.name,
    image: c.campaign.image,
    imageUrl: c.campaign.image,
    expire: formatDisplayDate(c.campaign.endDate),
    valid: e.valid,
    validCondition: e.validCondition,
    message: e.reason ? translate(lang, e.reason.key, e.reason.params) : null,
    startDate: formatDisplayDate(c.campaign.startDate),
    endDate: formatDisplayDate(c.campaign.endDate),
    selected,
    discount: e.discount,
  };
}

/** The valid campaign taking most off (the first one listed on a tie). */
export function bestCampaign(items: readonly TCampaignItem[]): TCampaignItem | null {
  return items.reduce<TCampaignItem | null>((best, item) => (item.valid && item.discount > (best?.discount ?? 0) ? item : best), null);
}
