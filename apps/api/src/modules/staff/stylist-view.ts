import type { StaffRow } from './staff-repository.ts';

/** Stylist of spec §3 as the booking screens show it. */
export function toStylist(s: StaffRow, extra: { special: boolean; isBusyToday: boolean }) {
  return {
    staffId: s.id,
    staffName: s.name,
    avatar: s.avatar,
    special: extra.special,
    salonEnroll: s.salonId,
    skillLevel: s.skillLevel,
    favoriteImages: s.favoriteImages,
    ratingInfor: JSON.stringify(s.ratingInfo),
    experience: s.experienceYears,
    totalCutomer: s.totalCustomers,
    ratingStar: s.ratingStar,
    description: s.description,
    isBusyToday: extra.isBusyToday,
    isMaster: s.isMaster,
  };
}
