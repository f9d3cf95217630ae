import { randomBytes } from 'node:crypto';
import type { TDevice } from '@shine/shared/schemas/floor';
import type { AppDeps } from '../../app-deps.ts';
import { AppError } from '../../lib/errors.ts';
import { transactionWithRetry } from '../../db/transaction-retry.ts';
import { hashToken } from '../auth/index.ts';
import { requireSalon } from '../salons/index.ts';
import { writeAudit } from './audit-repository.ts';
import { type DeviceRow, findDevice, insertDevice, listDevices, revokeDevice } from './device-repository.ts';
import { type StaffActor, requireAllowed } from './staff-actor.ts';
import { revokeDeviceSessions } from './staff-session-repository.ts';

export const toDevice = (d: DeviceRow): TDevice => ({
  id: d.id,
  salonId: d.salonId,
  name: d.name,
  enrolledBy: d.enrolledBy,
  createdAt: d.createdAt.toISOString(),
  revokedAt: d.revokedAt?.toISOString() ?? null,
});

/** A manager enrols a shared tablet for one salon: its 256-bit credential is answered once, only its hash kept. */
export async function enrolDevice(deps: Pick<AppDeps, 'db' | 'clock' | 'cache'>, actor: StaffActor, input: { salonId: number; name: string }) {
  requireAllowed(actor, 'device.enrol', input.salonId);
  await requireSalon(deps, input.salonId);
  const now = deps.clock.now();
  const credential = randomBytes(32).toString('base64url');
  const device = await transactionWithRetry(deps.db, async (tx) => {
    const row = await insertDevice(tx, {
      salonId: input.salonId,
      name: input.name,
      credentialHash: hashToken(credential),
      enrolledBy: actor.accountId,
      createdAt: now,
    });
    await writeAudit(tx, {
      at: now,
      staffAccountId: actor.accountId,
      deviceId: actor.deviceId,
      salonId: input.salonId,
      action: 'device.enrol',
      entity: 'device',
      entityId: row.id,
      before: null,
      after: { name: row.name, salonId: row.salonId },
    });
    return row;
  });
  return { device: toDevice(device), credential };
}

export async function listSalonDevices(deps: Pick<AppDeps, 'db'>, actor: StaffActor, salonId: number) {
  requireAllowed(actor, 'device.enrol', salonId);
  return (await listDevices(deps.db, salonId)).map(toDevice);
}

/** Revokes a tablet: its next request is refused, sessions opened on it before included. Revoking twice changes nothing. */
export async function revokeSalonDevice(deps: Pick<AppDeps, 'db' | 'clock'>, actor: StaffActor, id: number) {
  const device = await findDevice(deps.db, id);
  if (!device) throw new AppError(404, 'NOT_FOUND', 'floor.deviceUnknown');
  requireAllowed(actor, 'device.revoke', device.salonId);
  const now = deps.clock.now();
  const revoked = await transactionWithRetry(deps.db, async (tx) => {
    const row = await revokeDevice(tx, id, actor.accountId, now);
    if (row) {
      await writeAudit(tx, {
        at: now,
        staffAccountId: actor.accountId,
        deviceId: actor.deviceId,
        salonId: device.salonId,
        action: 'device.revoke',
        entity: 'device',
        entityId: id,
        before: { revokedAt: null },
        after: { revokedAt: now.toISOString() },
      });
    }
    return row;
  });
  if (revoked) await revokeDeviceSessions(deps.db, id, now);
  return toDevice(revoked ?? device);
}
