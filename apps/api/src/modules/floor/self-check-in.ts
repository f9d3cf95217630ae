import { SELF_CHECK_IN_WINDOW, formatHour, greetingName, selfCheckInTiming, zonedNow, zonedToday } from '@shine/shared';
import type { TSelfCheckInResult } from '@shine/shared/schemas/floor';
import type { AppDeps } from '../../app-deps.ts';
import { AppError } from '../../lib/errors.ts';
import { recordPredictedStarts } from '../queue/index.ts';
import { applyStep } from './move-visit.ts';
import { requireDevice } from './unlock-device.ts';
import { findKioskBooking } from './visit-repository.ts';

type Deps = Pick<AppDeps, 'db' | 'clock' | 'cache'>;
const TIME_ZONE = 'Asia/Ho_Chi_Minh';
const hourOf = (at: Date) => formatHour(zonedNow(at, TIME_ZONE).minutes);

/**
 * The kiosk's self check-in (spec §2 `source=friendly_checkin`): an enrolled tablet of the salon, no
 * person logged in, checks in the phone's booking of today at this salon when its hour is within the
 * window (60 minutes before to 15 after, SELF_CHECK_IN_WINDOW). It answers only what a screen in the salon
 * may show ("anh Tuấn", the hour, the stylist). The step is the floor's check-in (a guarded update, so two
 * taps check in once), audited with the device and no person.
 */
export async function selfCheckIn(deps: Deps, input: { credential: string | undefined; salonId: number; phone: string }): Promise<TSelfCheckInResult> {
  const device = await requireDevice(deps, input.credential);
  if (device.salonId !== input.salonId) throw new AppError(403, 'FORBIDDEN', 'floor.kioskWrongSalon');
  const now = deps.clock.now();
  const booking = await findKioskBooking(deps.db, { salonId: input.salonId, phone: input.phone, date: zonedToday(now, TIME_ZONE) });
  if (!booking) throw new AppError(404, 'BOOKING_NOT_FOUND', 'floor.kioskNoBooking');
  const answer = (alreadyCheckedIn: boolean): TSelfCheckInResult => ({
    greeting: greetingName(booking.customerName),
    hour: hourOf(booking.startAt),
    stylistName: booking.stylistName,
    alreadyCheckedIn,
  });
  if (booking.status === 'checked_in') return answer(true);
  const timing = selfCheckInTiming(booking.startAt, now);
  if (timing === 'early') {
    const from = new Date(booking.startAt.getTime() - SELF_CHECK_IN_WINDOW.minutesBefore * 60_000);
    throw new AppError(409, 'CHECK_IN_TOO_EARLY', 'floor.kioskTooEarly', { hour: hourOf(booking.startAt), from: hourOf(from) });
  }
  if (timing === 'late') throw new AppError(409, 'CHECK_IN_TOO_LATE', 'floor.kioskTooLate', { hour: hourOf(booking.startAt) });
  try {
    await applyStep(deps, { staffAccountId: null, deviceId: device.id }, { step: 'checkIn', booking, source: 'friendly_checkin' });
  } catch (err) {
    // Two taps at once (or reception at the same moment): the other one checked him in.
    if (
      err instanceof AppError &&
      err.code === 'VISIT_STAGE_CHANGED' &&
      (await findKioskBooking(deps.db, { salonId: input.salonId, phone: input.phone, date: booking.dateBook }))?.status === 'checked_in'
    )
      return answer(true);
    throw err;
  }
  await recordPredictedStarts(deps, booking);
  return answer(false);
}
