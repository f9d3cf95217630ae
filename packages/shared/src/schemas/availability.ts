import { z } from 'zod';
import { ZHourBox, ZHourGroup } from './booking';

// Answers of the booking engine's read calls (hours, role, stylists, backup hours): one contract each,
// used by the API's route schemas and, as types only, by the web app.

/** getHoursGroupByDate (book-hours-group): the hour strip of a salon-day. */
export const ZFreeHours = z.object({
  hourGroup: z.array(ZHourGroup),
  receptionName: z.string().nullable(),
  receptionAvatar: z.string().nullable(),
  lastHourWork: z.object({ isFreeToday: z.boolean() }),
});
export type TFreeHours = z.infer<typeof ZFreeHours>;

/** A date of the booking dropdown (DD-MM-YYYY); a stylist's dates also say at which salon. */
export const ZBookDateOption = z.object({
  date: z.string(),
  tag: z.string().nullable(),
  isActive: z.boolean(),
  isSpecial: z.boolean(),
  salonId: z.number().nullable().optional(),
});
export type TBookDateOption = z.infer<typeof ZBookDateOption>;

/** Role fetch (spec §3, §6): member type, how far ahead he may book, and the date options. */
export const ZBookingRole = z.object({
  memberType: z.number(),
  allowBookStylist: z.boolean(),
  daysBookFuture: z.number(),
  maxDaysBookFuture: z.number(),
  bookDates: z.array(ZBookDateOption),
  specialHours: z.object({ today: z.string(), normal: z.string(), weekend: z.string() }),
});
export type TBookingRoleData = z.infer<typeof ZBookingRole>;

export const ZStylist = z.object({
  staffId: z.number(),
  staffName: z.string(),
  avatar: z.string().nullable(),
  special: z.boolean(),
  salonEnroll: z.number(),
  skillLevel: z.number(),
  favoriteImages: z.array(z.string()),
  ratingInfor: z.string(),
  experience: z.number(),
  totalCutomer: z.number(),
  ratingStar: z.number(),
  description: z.string().nullable(),
  isBusyToday: z.boolean(),
  isMaster: z.boolean(),
});
export type TStylist = z.infer<typeof ZStylist>;

export const ZSkinner = z.object({ staffId: z.number(), staffName: z.string() });
export type TSkinner = z.infer<typeof ZSkinner>;

/** getAllStyListV4: who works at a salon on a date. */
export const ZStylistList = z.object({ stylists: z.array(ZStylist), skinners: z.array(ZSkinner) });
export type TStylistList = z.infer<typeof ZStylistList>;

/** getDataBookingStylist: one stylist's card, working dates (with the salon of each) and hours on a date. */
export const ZStylistBookingData = z.object({
  info: ZStylist,
  /** Where the stylist works on the asked date (null: not working). */
  salonId: z.number().nullable(),
  bookDates: z.array(ZBookDateOption),
  hourGroup: z.array(ZHourGroup),
  isBusyToday: z.boolean(),
});
export type TStylistBookingData = z.infer<typeof ZStylistBookingData>;

/** getListBookHoursBackup: a nearby salon with free hours today. */
export const ZBackupSalonHours = z.object({
  salon: z.object({ salonId: z.number(), name: z.string(), distance: z.number() }),
  hours: z.array(ZHourBox),
  isSaveServiceChoosen: z.boolean(),
});
export type TBackupSalonHours = z.infer<typeof ZBackupSalonHours>;
