import type { TStaffSession } from '@shine/shared/schemas/floor';
import type { AppDeps } from '../../app-deps.ts';
import { AppError } from '../../lib/errors.ts';
import { hashToken, passwordMatches } from '../auth/index.ts';
import { findDeviceByCredentialHash, type DeviceRow } from './device-repository.ts';
import { actorOf, actsIn, toStaffMe } from './staff-actor.ts';
import { countPinAttempt, findAccountById, findAccountByPhone, lockPin, pinLockedUntil, resetPinFailures } from './staff-account-repository.ts';
import { createStaffSession } from './staff-session-repository.ts';

export const PIN_ATTEMPTS = 5;
export const PIN_LOCK_MS = 15 * 60_000;

const locked = (until: Date, now: Date) =>
  new AppError(423, 'PIN_LOCKED', 'floor.pinLocked', { minutes: Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 60_000)) });

/** The enrolled, live device of a credential (X-Device-Key), or 401 with what is wrong. */
export async function requireDevice(deps: Pick<AppDeps, 'db'>, credential: string | undefined): Promise<DeviceRow> {
  const device = credential && credential.length <= 100 ? await findDeviceByCredentialHash(deps.db, hashToken(credential)) : undefined;
  if (!device) throw new AppError(401, 'DEVICE_UNKNOWN', 'floor.deviceUnknown');
  if (device.revokedAt) throw new AppError(401, 'DEVICE_REVOKED', 'floor.deviceRevoked');
  return device;
}

/**
 * A person unlocks an enrolled salon tablet with his 6-digit PIN: a device session that locks after 5
 * idle minutes. The 5th wrong PIN in a row locks his PIN for 15 minutes (each attempt is counted before
 * the PIN is checked, so parallel guesses cannot slip past). Only a tablet of a salon he works at today
 * (region and chain roles: of their scope) opens.
 */
export async function unlockDevice(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  input: { credential: string | undefined; phone?: string; staffAccountId?: number; pin: string },
): Promise<TStaffSession> {
  const now = deps.clock.now();
  const device = await requireDevice(deps, input.credential);
  const account = input.phone !== undefined ? await findAccountByPhone(deps.db, input.phone) : await findAccountById(deps.db, input.staffAccountId ?? 0);
  if (!account) throw new AppError(400, 'PIN_INVALID', 'floor.pinInvalid', { left: PIN_ATTEMPTS });

  const failures = await countPinAttempt(deps.db, account.id, now);
  if (failures === undefined) throw locked((await pinLockedUntil(deps.db, account.id, now)) ?? new Date(now.getTime() + PIN_LOCK_MS), now);
  if (failures > PIN_ATTEMPTS || !(await passwordMatches(account.pinHash, input.pin))) {
    if (failures >= PIN_ATTEMPTS) {
      const until = new Date(now.getTime() + PIN_LOCK_MS);
      await lockPin(deps.db, account.id, until);
      throw locked(until, now);
    }
    throw new AppError(400, 'PIN_INVALID', 'floor.pinInvalid', { left: PIN_ATTEMPTS - failures });
  }
  await resetPinFailures(deps.db, account.id);

  const actor = await actorOf(deps, { sessionId: 0, deviceId: null, deviceSalonId: null, account });
  if (!actsIn(actor, device.salonId)) throw new AppError(403, 'FORBIDDEN', 'floor.notWorkingHere');
  const session = await createStaffSession(deps.db, account.id, now, device);
  const onDevice = await actorOf(deps, { sessionId: 0, deviceId: device.id, deviceSalonId: device.salonId, account });
  return { token: session.token, expiresAt: session.expiresAt.toISOString(), staff: toStaffMe(onDevice) };
}
