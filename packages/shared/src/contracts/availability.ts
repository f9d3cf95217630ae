import { z } from 'zod';
import { ZBackupSalonHours, ZBookingRole, ZFreeHours } from '../schemas/availability';
import { ZBoolish, ZDateBook, ZId, ZIdList, ZIdOrZero, ZLang, ZOptionalPhone, zText } from '../schemas/common';
import { endpoint } from './endpoint';

// Free hours and booking days (spec §2 step 4).

/** getListBookHoursBackup: answers `{ statusCode: 0, data }`, the app’s legacy shape (spec §7). */
export const getBackupHours = endpoint({
  method: 'GET',
  path: '/api/v1/booking/book-hours-backup',
  query: z.object({ salonId: ZId, bookDate: ZDateBook, choosenServices: ZIdList.default([]), lang: ZLang }),
  response: z.object({ statusCode: z.literal(0), data: z.array(ZBackupSalonHours) }),
  enveloped: false,
});

export const getHourGroups = endpoint({
  method: 'GET',
  path: '/api/v1/booking/book-hours-group',
  query: z.object({
    salonId: ZId,
    bookDate: ZDateBook,
    stylistId: ZIdOrZero.default(0),
    listServiceId: ZIdList.default([]),
    customerPhone: ZOptionalPhone,
    source: zText(40).optional(),
    atHome: ZBoolish.default(false),
    lang: ZLang,
  }),
  response: ZFreeHours,
});

export const getBookingRole = endpoint({
  method: 'GET',
  path: '/api/v1/booking/role',
  query: z.object({ phone: ZOptionalPhone, salonId: ZIdOrZero.default(0) }),
  response: ZBookingRole,
});
