import type { TServiceCategory } from '@shine/shared/schemas/catalog';
import type { ChosenService } from './booking-types';

/** The services of the salon's catalogue with these ids (the URL's `chosenService`), in the shape the wizard keeps. */
export function pickServices(list: TServiceCategory[] | undefined, ids: readonly number[]): ChosenService[] {
  const all = (list ?? []).flatMap((category) => category.serviceGroups.flatMap((group) => group.services));
  return ids.flatMap((id) => {
    const s = all.find((service) => service.serviceId === id);
    return s
      ? [
          {
            serviceId: s.serviceId,
            name: s.name,
            priceNum: s.priceNum,
            oldPriceNum: s.oldPriceNum,
            timeServe: s.timeServe,
            groupId: s.groupId,
            parentServiceId: s.parentServiceId,
          },
        ]
      : [];
  });
}
