import { formatDateBook, formatHour, zonedToday } from '@shine/shared';
import type { TUser } from '@shine/shared/schemas/auth';
import type { TCreatedBooking, THourGroup } from '@shine/shared/schemas/booking';
import type { TPriceResult } from '@shine/shared/schemas/campaign';
import type { TSalonDetail, TSalonOff } from '@shine/shared/schemas/salon';
import { http, HttpResponse, type JsonBodyType } from 'msw';
import { setupServer } from 'msw/node';
import type { BookingRoleData } from '../../../src/features/booking/api/get-role';
import type { HoursData } from '../../../src/features/booking/api/get-hours';
import { categories, cut } from '../../services-fixtures';

// The API of the component tests: MSW answering the real envelopes, `{ data }` on success and
// `{ message, code, ... }` on failure, with one salon, its catalogue and an hour strip.

export const api = (path: string) => `http://localhost/api${path}`;

/** Success envelope (`data` is one of the typed fixtures below, or a literal). */
export const ok = (data: unknown) => HttpResponse.json({ data } as JsonBodyType);
/** Error envelope of the API (extra fields such as `retryAfterSeconds` or `captchaRequired` ride along). */
export const fail = (status: number, message: string, code: string, extra: Record<string, JsonBodyType> = {}) =>
  HttpResponse.json({ message, code, ...extra }, { status });

export const server = setupServer();

export const PHONE = '0912345678';

export const salon: TSalonDetail = {
  id: 1,
  name: '82 Trần Duy Hưng',
  address: '82 Trần Duy Hưng, Cầu Giấy, Hà Nội',
  addressNew: null,
  addressNote: null,
  openingDate: null,
  warnText: null,
  images: [],
  images_dark: [],
  listImages: [],
  latitude: 21.0117,
  longitude: 105.8004,
  cityId: 1,
  cityName: 'Hà Nội',
  districtId: 5,
  districtName: 'Cầu Giấy',
  parking: true,
  salonTrial: false,
  isOpen: false,
  salonHot: false,
  tagTopSalon: null,
  searchText: '82 tran duy hung',
  bookManyPeople: 'off',
  selectConsultation: false,
  distance: null,
  travelTime: null,
  hasCame: false,
  mapUrl: null,
  parkingMap: null,
  receptionName: null,
  receptionAvatar: null,
};

/** The booking link of a customer who has chosen salon 1 and the 'Cắt gội 10 bước' service. */
export const bookingLink = `/booking?phone=${PHONE}&salonId=${salon.id}&chosenService=${cut.serviceId}`;

/** Today in the salon's time zone, DD-MM-YYYY (by the test's fixed clock). */
export const todayBook = () => formatDateBook(zonedToday(new Date()));

/** Hour boxes every 30 minutes from `from` to `to` (minutes since midnight), grouped as the API does. */
export function hourGroups(from = 9 * 60, to = 11 * 60 + 30, busy: readonly number[] = []): THourGroup[] {
  const hours = [];
  for (let minute = from, id = 1; minute <= to; minute += 30, id += 1) {
    const hh = String(Math.floor(minute / 60)).padStart(2, '0');
    const mm = String(minute % 60).padStart(2, '0');
    hours.push({
      hour: formatHour(minute),
      hourFrame: `${hh}:${mm}`,
      isFree: !busy.includes(minute),
      hourId: id,
      subHourId: 0,
      secondSubHourId: 0,
      salonId: salon.id,
      guideText: '',
    });
  }
  return [{ name: 'Buổi sáng', hours }];
}

const hoursData = (groups: THourGroup[]): HoursData => ({ hourGroup: groups, receptionName: null, receptionAvatar: null, lastHourWork: { isFreeToday: true } });

/** Answers GET book-hours-group with these groups, and counts the calls. */
export function hoursHandler(groups: () => THourGroup[]) {
  const calls = { count: 0 };
  const handler = http.get(api('/v1/booking/book-hours-group'), () => {
    calls.count += 1;
    return ok(hoursData(groups()));
  });
  return { handler, calls };
}

function role(): BookingRoleData {
  const today = todayBook();
  return {
    memberType: 0,
    allowBookStylist: true,
    daysBookFuture: 1,
    maxDaysBookFuture: 2,
    bookDates: [{ date: today, tag: 'Hôm nay', isActive: true, isSpecial: false }],
    specialHours: { today: '', normal: '', weekend: '' },
  };
}

const price: TPriceResult = {
  oldTotal: cut.oldPriceNum ?? cut.priceNum,
  newTotal: cut.priceNum,
  discount: 0,
  campaignId: null,
  lines: [{ serviceId: cut.serviceId, price: cut.priceNum, newPrice: cut.priceNum }],
};
const salonOpen: TSalonOff = { message: '', salonBackUp: [] };

/** Everything the booking wizard asks for around the hour strip; `hours` answers the strip. */
export const bookingHandlers = () => [
  http.get(api(`/v1/salon/${salon.id}`), () => ok(salon)),
  http.get(api('/v1/booking/service-list-v5'), () => ok(categories)),
  http.get(api('/v1/booking/role'), () => ok(role())),
  http.get(api('/v1/booking/getAllStyListV4'), () => ok({ stylists: [], skinners: [] })),
  http.get(api('/v1/booking/salon-off'), () => ok(salonOpen)),
  http.get(api('/v1/booking/book-hours-backup'), () => ok([])),
  http.post(api('/v1/booking/price'), () => ok(price)),
  http.post(api('/v1/tracking-dynamic'), () => ok(null)),
];

/** What POST /api/v1/booking answers on success; `isUseOtp` holds the booking until its code is typed. */
export function createdBooking(isUseOtp: boolean): TCreatedBooking {
  return {
    accessToken: 'booking-token-501',
    booking: {
      id: 501,
      bookingId: 501,
      dateBook: todayBook(),
      hourBook: '10h00',
      startAt: new Date().toISOString(),
      customerPhone: PHONE,
      salonId: salon.id,
      salonName: salon.name,
      salonAddress: salon.address,
      salonAddressNew: salon.addressNew,
      salonMap: null,
      parkingMap: null,
      stylistId: 0,
      stylistName: '',
      stylistAvatar: null,
      status: 'pending',
      canceled: false,
      isBookAtHome: false,
      homeAddress: null,
      hourEnd: '10h40',
      isUseOtp,
      services: [{ id: cut.serviceId, name: cut.name, price: cut.priceNum, oldPrice: cut.oldPriceNum ?? cut.priceNum, timeServe: cut.timeServe }],
      totalMoney: cut.priceNum,
      oldTotalMoney: cut.oldPriceNum ?? cut.priceNum,
    },
  };
}

export const customer: TUser = {
  userId: 7,
  userName: 'Minh',
  phoneNumber: PHONE,
  email: null,
  avatar: null,
  dateOfBirth: null,
  memberType: 0,
  accountBalance: 0,
  membershipName: null,
  changePassword: false,
  agreeProtectPersonalInfo: true,
  isRegistered: true,
};
