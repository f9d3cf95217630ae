import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { type FloorAction, type StaffRole, type VisitStage, FLOOR_ACTIONS, STAFF_ROLES, bookingStatusOf } from '@shine/shared';
import { auditLog, bookingImages, bookings, customers, imageReports, visits } from '../src/db/schema/index.ts';
import {
  CHAIN_ADMIN_PHONE,
  CONTENT_EDITOR_PHONE,
  FINANCE_PHONE,
  MARKETING_PHONE,
  MONITOR_PHONE,
  RECRUITER_PHONE,
  REGION_MANAGER_PHONE,
  managerPhone,
  receptionPhone,
} from '../src/db/seed/floor.ts';
import { createTestApp } from './helpers.ts';
import sharp from 'sharp';
import { multipart, newPhone, serviceWithDuration } from './fixtures.ts';
import { enrolTablet, loginStaff, salonOutsideNorth, staffHeaders, todayBooking, workingAt } from './floor-fixtures.ts';

// Every role × every action × (his own salon, a salon outside his scope), through the real routes.
// What each role may do is written out here, not read from the policy under test.
/** Managers may do everything but keep a queue of their own (they cut nobody). */
const MANAGER_ACTIONS = FLOOR_ACTIONS.filter((a) => a !== 'queue.mine');
const OWN_SALON: Record<StaffRole, readonly FloorAction[]> = {
  stylist: ['floor.read', 'visit.startCut', 'visit.finish', 'queue.mine', 'visit.photo', 'serviceChange.propose'],
  skinner: ['floor.read', 'visit.startWash'],
  reception: ['floor.read', 'visit.checkIn', 'visit.undo', 'visit.noShow', 'walkIn.create', 'visit.pay', 'serviceChange.propose'],
  salon_manager: MANAGER_ACTIONS,
  region_manager: MANAGER_ACTIONS,
  chain_admin: MANAGER_ACTIONS,
  monitor: ['floor.read'],
  // The chain's office (issue 32) has no part on a salon floor.
  content_editor: [],
  marketing: [],
  recruiter: [],
  finance: [],
};
const OTHER_SALON: Record<StaffRole, readonly FloorAction[]> = {
  stylist: [],
  skinner: [],
  reception: [],
  salon_manager: [],
  region_manager: [],
  chain_admin: MANAGER_ACTIONS,
  monitor: [],
  content_editor: [],
  marketing: [],
  recruiter: [],
  finance: [],
};

const OWN = 1;
let t: Awaited<ReturnType<typeof createTestApp>>;
let other: number;
let serviceId: number;
let admin: string;
const tokens = new Map<StaffRole, string>();
let ownStylistId: number;

beforeAll(async () => {
  t = await createTestApp();
  other = await salonOutsideNorth(t.db);
  serviceId = (await serviceWithDuration(t.db, 20)).id;
  const stylist = (await workingAt(t.db, 'stylist', OWN))[0]!;
  ownStylistId = stylist.staffId!;
  const skinner = (await workingAt(t.db, 'skinner', OWN))[0]!;
  const phones: Record<StaffRole, string> = {
    stylist: stylist.phone,
    skinner: skinner.phone,
    reception: receptionPhone(OWN),
    salon_manager: managerPhone(OWN),
    region_manager: REGION_MANAGER_PHONE,
    chain_admin: CHAIN_ADMIN_PHONE,
    monitor: MONITOR_PHONE,
    content_editor: CONTENT_EDITOR_PHONE,
    marketing: MARKETING_PHONE,
    recruiter: RECRUITER_PHONE,
    finance: FINANCE_PHONE,
  };
  for (const role of STAFF_ROLES) tokens.set(role, await loginStaff(t.app, phones[role]));
  admin = tokens.get('chain_admin')!;
});
afterAll(() => t.close());

/** A booking of today at the salon, already at `stage` (the stylist's own one when he is the actor). */
async function bookingAt(salonId: number, stage: VisitStage, stylistId?: number) {
  const booking = await todayBooking(t.db, { salonId, stylistId });
  if (stage !== 'booked') {
    const now = t.clock.now();
    await t.db.insert(visits).values({ bookingId: booking.id, stage, checkedInAt: now, cutStartedAt: stage === 'cut' ? now : null, updatedAt: now });
    await t.db
      .update(bookings)
      .set({ status: bookingStatusOf(stage) })
      .where(eq(bookings.id, booking.id));
  }
  return booking.id;
}

/** A customer's open report on the after-cut photo of a finished visit of today at the salon: its id. */
async function openReport(salonId: number) {
  const bookingId = await bookingAt(salonId, 'finished');
  const [customer] = await t.db.insert(customers).values({ phone: newPhone() }).returning();
  const [image] = await t.db.insert(bookingImages).values({ bookingId, kind: 'final', url: '/uploads/x.jpg' }).returning();
  const [report] = await t.db
    .insert(imageReports)
    .values({ imageId: image!.id, bookingId, salonId, customerId: customer!.id, createdAt: t.clock.now() })
    .returning();
  return report!.id;
}

/** Takes `action` in `salonId` as `role`: the answer, and the audited entity when it writes. */
async function attempt(role: StaffRole, action: FloorAction, salonId: number): Promise<{ status: number; code?: string; entityId?: number }> {
  const headers = staffHeaders(tokens.get(role)!);
  const own = role === 'stylist' && salonId === OWN ? ownStylistId : undefined;
  const post = async (url: string, payload: object = {}) => t.app.inject({ method: 'POST', url, headers, payload });
  let res;
  let entityId: number | undefined;
  switch (action) {
    case 'floor.read':
      res = await t.app.inject({ url: `/api/v1/staff/salons/${salonId}/day`, headers });
      break;
    case 'visit.checkIn':
      entityId = await bookingAt(salonId, 'booked');
      res = await post(`/api/v1/staff/salons/${salonId}/check-in`, { bookingId: entityId });
      break;
    case 'visit.startWash':
      entityId = await bookingAt(salonId, 'checked_in');
      res = await post(`/api/v1/staff/visits/${entityId}/start-wash`);
      break;
    case 'visit.startCut':
      entityId = await bookingAt(salonId, 'checked_in', own);
      res = await post(`/api/v1/staff/visits/${entityId}/start-cut`);
      break;
    case 'visit.finish':
      entityId = await bookingAt(salonId, 'cut', own);
      res = await post(`/api/v1/staff/visits/${entityId}/finish`);
      break;
    case 'visit.undo':
      entityId = await bookingAt(salonId, 'checked_in');
      res = await post(`/api/v1/staff/visits/${entityId}/undo`);
      break;
    case 'visit.noShow':
      entityId = await bookingAt(salonId, 'booked');
      res = await post(`/api/v1/staff/visits/${entityId}/no-show`);
      break;
    case 'walkIn.create':
      res = await post(`/api/v1/staff/salons/${salonId}/walk-ins`, { phone: newPhone(), serviceIds: [serviceId], stylistId: 0 });
      if (res.statusCode === 200) entityId = res.json().data.bookingId;
      break;
    case 'visit.pay':
      entityId = await bookingAt(salonId, 'finished');
      res = await post(`/api/v1/staff/visits/${entityId}/pay`, { method: 'cash' });
      break;
    case 'device.enrol':
      res = await post('/api/v1/staff/devices', { salonId, name: 'Ghế 5' });
      if (res.statusCode === 200) entityId = res.json().data.device.id;
      break;
    case 'visit.photo': {
      entityId = await bookingAt(salonId, 'cut', own);
      const body = multipart(
        {},
        [
          await sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } })
            .png()
            .toBuffer(),
        ],
        headers,
      );
      res = await t.app.inject({ method: 'POST', url: `/api/v1/staff/visits/${entityId}/photos`, ...body });
      break;
    }
    case 'imageReport.resolve':
      entityId = await openReport(salonId);
      res = await post(`/api/v1/staff/salons/${salonId}/image-reports/${entityId}/resolve`, { action: 'keep' });
      break;
    case 'serviceChange.propose':
      entityId = await bookingAt(salonId, 'cut', own);
      res = await post('/api/v1/staff/service-changes', { bookingId: entityId, serviceIds: [101] });
      break;
    case 'queue.mine':
      res = await t.app.inject({ url: `/api/v1/staff/salons/${salonId}/my-queue`, headers });
      break;
    case 'device.revoke':
      entityId = (await enrolTablet(t.app, admin, salonId)).id;
      res = await t.app.inject({ method: 'DELETE', url: `/api/v1/staff/devices/${entityId}`, headers });
      break;
  }
  return { status: res.statusCode, code: res.statusCode === 200 ? undefined : res.json().code, entityId };
}

describe("the floor's role matrix (issue 30): every role × action × salon through the real routes", () => {
  for (const role of STAFF_ROLES) {
    it(`${role}: allowed in his salon exactly what his role may do, nothing outside his scope; every change audited`, async () => {
      for (const [salonId, allowed] of [
        [OWN, OWN_SALON[role]],
        [other, OTHER_SALON[role]],
      ] as const) {
        for (const action of FLOOR_ACTIONS) {
          const result = await attempt(role, action, salonId);
          const label = `${role} ${action} in salon ${salonId === OWN ? 'own' : 'other'}`;
          if (allowed.includes(action)) {
            expect(result.status, label).toBe(200);
            if (action !== 'floor.read' && action !== 'queue.mine') {
              const entity = action.startsWith('device')
                ? 'device'
                : action === 'walkIn.create'
                  ? 'booking'
                  : action === 'imageReport.resolve'
                    ? 'imageReport'
                    : 'visit';
              const rows = await t.db
                .select()
                .from(auditLog)
                .where(and(eq(auditLog.action, action), eq(auditLog.entity, entity), eq(auditLog.entityId, String(result.entityId))));
              expect(rows, `audit of ${label}`).toHaveLength(1);
            }
          } else {
            expect({ status: result.status, code: result.code }, label).toEqual({ status: 403, code: 'FORBIDDEN' });
          }
        }
      }
    }, 120_000);
  }
});
