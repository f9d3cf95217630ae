import { addDays } from './dates';
import { zonedDateTimeToUtc, zonedNow } from './time-zone';

// The messages about a booking (issue 33): when each is due, the quiet hours, and the approved
// templates (Zalo ZNS: parameters only; SMS brandname: ASCII within 160 characters). Pure: the API
// schedules and renders with these, tests and the simulation check them.

export const BOOKING_MESSAGE_KINDS = ['confirmation', 'reminder_day', 'reminder_2h', 'rating', 'waitlist_offer'] as const;
export type BookingMessageKind = (typeof BOOKING_MESSAGE_KINDS)[number];

/** Nothing is sent from 21:00 to 08:00 (salon time) except what is due within two hours. */
export const QUIET_START_MINUTE = 21 * 60;
export const QUIET_END_MINUTE = 8 * 60;
export const QUIET_EXEMPT_MS = 2 * 3_600_000;
/** The day-before reminder goes at 19:00 the day before the visit. */
export const DAY_BEFORE_MINUTE = 19 * 60;
/** The rating request: an hour after the visit was paid. */
export const RATING_DELAY_MS = 3_600_000;

export function isQuietTime(instant: Date, timeZone: string): boolean {
  const { minutes } = zonedNow(instant, timeZone);
  return minutes >= QUIET_START_MINUTE || minutes < QUIET_END_MINUTE;
}

/**
 * `nominal` moved out of the quiet hours (to the next 08:00) unless what it is about (`eventAt`, e.g. the
 * visit) is within two hours of it.
 */
export function outsideQuietHours(nominal: Date, eventAt: Date | null, timeZone: string): Date {
  if (!isQuietTime(nominal, timeZone)) return nominal;
  if (eventAt && eventAt.getTime() - nominal.getTime() <= QUIET_EXEMPT_MS) return nominal;
  const { date, minutes } = zonedNow(nominal, timeZone);
  return zonedDateTimeToUtc(minutes >= QUIET_START_MINUTE ? addDays(date, 1) : date, QUIET_END_MINUTE, timeZone);
}

/** Whether sending at `at` respects the quiet hours (the simulation's check). */
export function allowedToSendAt(at: Date, eventAt: Date | null, timeZone: string): boolean {
  return !isQuietTime(at, timeZone) || (eventAt !== null && eventAt.getTime() - at.getTime() <= QUIET_EXEMPT_MS);
}

/**
 * When a message of `kind` about a visit at `startAt` (salon-local day `dateBook`) is due, decided at
 * `now`: null when it has no point any more (the day-before reminder of a booking made that evening, the
 * 2-hour reminder of a booking made within two hours of its hour).
 */
export function bookingMessageDueAt(
  kind: Exclude<BookingMessageKind, 'rating' | 'waitlist_offer'>,
  b: { startAt: Date; dateBook: string; timeZone: string },
  now: Date,
): Date | null {
  switch (kind) {
    case 'confirmation':
      return outsideQuietHours(now, b.startAt, b.timeZone);
    case 'reminder_day': {
      const due = zonedDateTimeToUtc(addDays(b.dateBook, -1), DAY_BEFORE_MINUTE, b.timeZone);
      return due > now ? due : null;
    }
    case 'reminder_2h': {
      const due = new Date(b.startAt.getTime() - 2 * 3_600_000);
      return due > now ? due : null;
    }
  }
}

/** The rating request of a visit paid at `paidAt`. */
export function ratingDueAt(paidAt: Date, timeZone: string): Date {
  return outsideQuietHours(new Date(paidAt.getTime() + RATING_DELAY_MS), null, timeZone);
}

// --- Templates -------------------------------------------------------------------------------------

export type ZnsButton = 'confirm' | 'change' | 'cancel' | 'map' | 'calendar' | 'rate' | 'claim';
/**
 * A Zalo transaction template as registered with Zalo: its body with `<param>` slots (the only thing
 * that varies), and its buttons. Links live in the buttons (filled per message), never in the body.
 */
export type ZnsTemplate = { body: string; params: readonly string[]; buttons: readonly ZnsButton[] };

const BOOKING_BUTTONS = ['confirm', 'change', 'cancel', 'map', 'calendar'] as const;

export const ZNS_TEMPLATES: Record<BookingMessageKind, ZnsTemplate> = {
  confirmation: {
    body: 'Shine xác nhận lịch cắt tóc của <customer_name>: <time>, ngày <date> tại <salon_name>, stylist <stylist_name>. Mã lịch: <booking_code>.',
    params: ['customer_name', 'time', 'date', 'salon_name', 'stylist_name', 'booking_code'],
    buttons: BOOKING_BUTTONS,
  },
  reminder_day: {
    body: 'Ngày mai <customer_name> có lịch cắt tóc lúc <time>, ngày <date> tại <salon_name>. Anh xác nhận giúp Shine hoặc đổi, hủy lịch bằng các nút bên dưới.',
    params: ['customer_name', 'time', 'date', 'salon_name'],
    buttons: BOOKING_BUTTONS,
  },
  reminder_2h: {
    body: 'Chào <customer_name>, lịch cắt tóc của anh lúc <time> hôm nay tại <salon_name>. Shine chờ anh nhé!',
    params: ['customer_name', 'time', 'salon_name'],
    buttons: BOOKING_BUTTONS,
  },
  rating: {
    body: 'Cảm ơn <customer_name> đã cắt tóc tại <salon_name> ngày <date>. Anh chấm điểm giúp Shine để Shine phục vụ anh tốt hơn.',
    params: ['customer_name', 'salon_name', 'date'],
    buttons: ['rate'],
  },
  waitlist_offer: {
    body: 'Chào <customer_name>, <salon_name> vừa có chỗ trống lúc <time>, ngày <date>. Giữ chỗ cho anh đến <expires>: anh bấm nút bên dưới để nhận.',
    params: ['customer_name', 'salon_name', 'time', 'date', 'expires'],
    buttons: ['claim'],
  },
};

export const ZNS_MAX_CHARS = 400;
export const SMS_MAX_CHARS = 160;

const LINK = /(https?:\/\/|www\.|\b[a-z0-9-]+\.(vn|com|net|me|ly|link|io)\b)/i;
const PHONE = /(\+?84|0)[\s.-]?\d{2,3}[\s.-]?\d{3}[\s.-]?\d{3,4}|\b\d{8,}\b|\b1[89]00[\s.]?\d{4}\b/;

/** What is wrong with a ZNS template for approval: a link or phone number in the body, too long, a slot not declared. */
export function znsTemplateProblems(t: ZnsTemplate): string[] {
  const problems: string[] = [];
  const fixed = t.body.replace(/<[a-z_]+>/g, '');
  if (LINK.test(fixed)) problems.push('a link in the body');
  if (PHONE.test(fixed)) problems.push('a phone number in the body');
  const slots = [...t.body.matchAll(/<([a-z_]+)>/g)].map((m) => m[1]);
  for (const s of slots) if (!t.params.includes(s!)) problems.push(`undeclared parameter <${s}>`);
  // The longest a message can be: each parameter at Zalo's 30-character limit of a string parameter.
  if (fixed.length + slots.length * 30 > ZNS_MAX_CHARS) problems.push(`longer than ${ZNS_MAX_CHARS} characters`);
  return problems;
}

/** "Mã lịch của anh" → "Ma lich cua anh" (SMS brandname templates are registered without accents). */
export function withoutDiacritics(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/đ/g, 'd')
    .replace(/Đ/g, 'D')
    .replace(/[^\x20-\x7e\n]/g, '');
}

export type MessageParams = Record<string, string>;

/** The ZNS body as the customer will read it (for the dev outbox and the log-free preview). */
export function renderZns(kind: BookingMessageKind, params: MessageParams): string {
  return ZNS_TEMPLATES[kind].body.replace(/<([a-z_]+)>/g, (_, name: string) => params[name] ?? '');
}

const shorten = (text: string, max: number) => (text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}.`);

/** The SMS brandname text: no diacritics, at most 160 characters, the one-tap link at the end when there is one. */
export function renderSms(kind: BookingMessageKind, params: MessageParams, link?: string): string {
  const p = (name: string) => withoutDiacritics(params[name] ?? '');
  const salon = shorten(p('salon_name'), 40);
  const main = {
    confirmation: `SHINE: Lich cat toc cua anh ${p('time')} ${p('date')} tai ${salon}. Ma ${p('booking_code')}.`,
    reminder_day: `SHINE: Ngay mai anh co lich cat toc ${p('time')} ${p('date')} tai ${salon}.`,
    reminder_2h: `SHINE: Anh co lich cat toc ${p('time')} hom nay tai ${salon}.`,
    rating: `SHINE: Cam on anh da cat toc tai ${salon}. Anh cham diem giup Shine nhe.`,
    waitlist_offer: `SHINE: ${salon} co cho trong ${p('time')} ${p('date')}, giu den ${p('expires')}.`,
  }[kind];
  const tail = link ? ` ${link}` : '';
  return shorten(main, SMS_MAX_CHARS - tail.length) + tail;
}
