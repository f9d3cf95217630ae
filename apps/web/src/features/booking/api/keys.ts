import type { BackupHoursInput } from './get-backup-hours';
import type { HoursInput } from './get-hours';
import type { StylistBookingDataInput } from './get-stylist-booking-data';
import type { StylistsInput } from './get-stylists';

/**
 * Query keys of the wizard's reads, one factory for its fetchers under `api/`: a screen asking the same
 * question shares one answer, and an invalidation names what it drops. (The success page, another
 * route, keys its booking in get-booking.ts.)
 */
export const bookingKeys = {
  all: ['booking'] as const,
  salon: (salonId: number) => ['booking', 'salon', salonId] as const,
  salonOff: (salonId: number, dateBook: string) => ['booking', 'salon-off', salonId, dateBook] as const,
  /** Every hour strip (a lost race reloads them all). */
  hours: () => ['booking', 'hours'] as const,
  hoursOf: (input: HoursInput) => ['booking', 'hours', input] as const,
  backupHours: (input: BackupHoursInput) => ['booking', 'backup-hours', input] as const,
  stylists: (input: StylistsInput) => ['booking', 'stylists', input] as const,
  stylistData: (input: StylistBookingDataInput) => ['booking', 'stylist-data', input] as const,
  role: (phone: string, salonId: number) => ['booking', 'role', phone, salonId] as const,
  referenceStyles: () => ['booking', 'reference-styles'] as const,
};

/** Mutation keys of the booking's writes: a write with a key in flight refuses a second tap. */
export const bookingWriteKeys = {
  create: ['booking', 'create'] as const,
  sendOtp: ['booking', 'send-otp'] as const,
  verifyOtp: ['booking', 'verify-otp'] as const,
  saveName: ['booking', 'save-name'] as const,
  /** Step 6's photos and note: from step 6 itself or right after the OTP, never both at once. */
  upload: ['booking', 'upload-images'] as const,
};
