import type { TService } from '@shine/shared/schemas/catalog';
import type { TFunction } from 'i18next';

/** A chosen service as the booking wizard keeps it (prices in VND, timeServe in minutes). */
export type ChosenService = {
  serviceId: number;
  name: string;
  priceNum: number;
  oldPriceNum: number | null;
  timeServe: number;
  groupId: number;
  parentServiceId: number | null;
};

export type ServiceLang = 'vi' | 'en';

/** The service screens' words and the spec's messages, both in the service-screen language. */
export type ServiceText = TFunction<'services'>;
export type SpecMessage = TFunction<'messages'>;
export interface ServiceTextSet {
  text: ServiceText;
  msg: SpecMessage;
}

/** The applied campaign as the wizard passes it around. */
export type ChosenCampaign = { campaignId: number; name: string };

export function toChosen(service: Pick<TService, keyof ChosenService>): ChosenService {
  return {
    serviceId: service.serviceId,
    name: service.name,
    priceNum: service.priceNum,
    oldPriceNum: service.oldPriceNum,
    timeServe: service.timeServe,
    groupId: service.groupId,
    parentServiceId: service.parentServiceId,
  };
}
