import type { TService } from '@shine/shared/schemas/catalog';
import type { Lang, TFunction } from '../../lib/i18n';

/** A chosen service as the booking wizard keeps it (prices in VND, timeServe in minutes). */
export type ChosenService = {
  serviceId: number;
  /** Vietnamese; `nameEn` the English one (absent: the Vietnamese one stands in). Shown with nameIn(lang, s). */
  name: string;
  nameEn?: string;
  priceNum: number;
  oldPriceNum: number | null;
  timeServe: number;
  groupId: number;
  parentServiceId: number | null;
};

export type ServiceLang = Lang;

/** The service screens' words and the spec's messages, both in the service-screen language. */
export type ServiceText = TFunction<'services'>;
export type SpecMessage = TFunction<'messages'>;
export interface ServiceTextSet {
  text: ServiceText;
  msg: SpecMessage;
}

/** The applied campaign as the wizard passes it around. */
export type ChosenCampaign = { campaignId: number; name: string; nameEn?: string };

export function toChosen(service: Pick<TService, Exclude<keyof ChosenService, 'nameEn'> | 'nameVi' | 'nameEn'>): ChosenService {
  return {
    serviceId: service.serviceId,
    // The list answers both names in any language: the booking keeps the Vietnamese one as `name`.
    name: service.nameVi ?? service.name,
    ...(service.nameEn ? { nameEn: service.nameEn } : {}),
    priceNum: service.priceNum,
    oldPriceNum: service.oldPriceNum,
    timeServe: service.timeServe,
    groupId: service.groupId,
    parentServiceId: service.parentServiceId,
  };
}
