import { greetingName, stageOfBookingStatus, zonedToday } from '@shine/shared';
import type { TMyQueue, TVisitDetail, TVisitPhoto } from '@shine/shared/schemas/floor';
import type { AppDeps } from '../../app-deps.ts';
import { AppError } from '../../lib/errors.ts';
import { maskPhone } from './get-salon-day.ts';
import { type StaffActor, requireAllowed } from './staff-actor.ts';
import {
  findAcceptedChanges,
  findCustomerAnswers,
  findPastVisits,
  findServiceLines,
  findShownImages,
  findStylistDay,
  findVisitHead,
} from './visit-detail-repository.ts';

type Deps = Pick<AppDeps, 'db' | 'clock'>;
const PAST_VISITS = 3;

const photoOf = (i: { id: number; url: string; createdAt: Date }): TVisitPhoto => ({ id: i.id, url: i.url, createdAt: i.createdAt.toISOString() });
const stageOfRow = (r: { status: string; visit: { stage: TVisitDetail['stage'] } | null }) => r.visit?.stage ?? stageOfBookingStatus(r.status) ?? 'booked';

/**
 * A visit as the stylist's screen shows it: the customer, the services now and the changes he confirmed,
 * the note, his answers to the customer questions, his reference photos, this visit's after-cut photos
 * and those of his last 3 completed visits. Any role of the salon may read it; the monitor (a TV) sees
 * "anh" + given name and a masked phone, and no note or preferences.
 */
export async function getVisitDetail(deps: Deps, actor: StaffActor, bookingId: number): Promise<TVisitDetail> {
  const head = await findVisitHead(deps.db, bookingId);
  if (!head) throw new AppError(404, 'BOOKING_NOT_FOUND', 'floor.visitNotFound');
  requireAllowed(actor, 'floor.read', head.salonId);
  const monitor = actor.role === 'monitor';
  const [lines, changes, images, answers, past] = await Promise.all([
    findServiceLines(deps.db, [head.id]),
    findAcceptedChanges(deps.db, head.id),
    findShownImages(deps.db, [head.id]),
    head.customerId !== null && !monitor ? findCustomerAnswers(deps.db, head.customerId) : [],
    head.customerId !== null
      ? findPastVisits(deps.db, { customerId: head.customerId, exceptBookingId: head.id, before: head.startAt, limit: PAST_VISITS })
      : [],
  ]);
  const pastPhotos = await findShownImages(
    deps.db,
    past.map((p) => p.id),
    'final',
  );
  const greeting = greetingName(head.customerName);
  return {
    bookingId: head.id,
    salonId: head.salonId,
    stage: stageOfRow(head),
    status: head.status,
    version: head.visit?.version ?? 0,
    startAt: head.startAt.toISOString(),
    endAt: head.endAt.toISOString(),
    customer: { name: monitor ? greeting : head.customerName, greeting, phone: head.phone && monitor ? maskPhone(head.phone) : head.phone },
    stylist: { id: head.stylistId, name: head.stylistName },
    services: lines.map((l) => ({ id: l.id, name: l.name, price: l.price })),
    totalPrice: head.totalPrice,
    serviceChanges: changes.map((c) => ({
      id: c.id,
      services: c.services.map((s) => ({ id: s.serviceId, name: s.name, price: s.price })),
      totalPrice: c.totalPrice,
      decidedAt: c.decidedAt?.toISOString() ?? null,
    })),
    note: monitor ? null : head.note,
    preferences: answers.map((a) => ({ question: a.question, answer: a.content ?? a.choice ?? '' })).filter((a) => a.answer !== ''),
    referencePhotos: images.filter((i) => i.kind === 'reference').map(photoOf),
    photos: images.filter((i) => i.kind === 'final').map(photoOf),
    pastVisits: past.map((p) => ({
      bookingId: p.id,
      date: p.dateBook,
      salonId: p.salonId,
      stylistName: p.stylistName,
      photos: pastPhotos.filter((i) => i.bookingId === p.id).map(photoOf),
    })),
  };
}

/** The logged-in stylist's own bookings of today at a salon, in order, with their stage; 403 for other roles. */
export async function getMyQueue(deps: Deps, actor: StaffActor, salonId: number): Promise<TMyQueue> {
  requireAllowed(actor, 'queue.mine', salonId);
  if (actor.staffId === null) throw new AppError(403, 'FORBIDDEN', 'floor.forbidden');
  const date = zonedToday(deps.clock.now());
  const rows = await findStylistDay(deps.db, { salonId, stylistId: actor.staffId, date });
  const lines = await findServiceLines(
    deps.db,
    rows.map((r) => r.id),
  );
  return {
    salonId,
    date,
    stylistId: actor.staffId,
    visits: rows.map((r) => ({
      bookingId: r.id,
      startAt: r.startAt.toISOString(),
      endAt: r.endAt.toISOString(),
      stage: stageOfRow(r),
      version: r.visit?.version ?? 0,
      customerName: r.customerName,
      services: lines.filter((l) => l.bookingId === r.id).map((l) => ({ id: l.id, name: l.name })),
      note: r.note,
    })),
  };
}
