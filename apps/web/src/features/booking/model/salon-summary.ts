import type { SalonSummary } from './booking-types';

/** The part of a salon card the wizard keeps. */
export const toSalonSummary = (salon: SalonSummary): SalonSummary => ({
  id: salon.id,
  name: salon.name,
  address: salon.address,
  addressNew: salon.addressNew,
  openingDate: salon.openingDate,
  selectConsultation: salon.selectConsultation,
  bookManyPeople: salon.bookManyPeople,
});
