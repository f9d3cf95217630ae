import { listsSalon, zonedToday } from '@shine/shared';
import type { TSalonOff } from '@shine/shared/schemas/salon';
import type { AppDeps } from '../../app-deps.ts';
import { notFound } from '../../lib/errors.ts';
import { rowsByDistance, toSalonCard } from './salon-card.ts';
import { findSalon, findSalonCardRows, findSalonDayOff } from './salons-repository.ts';

/** At most this many backup salons (spec §2 salon-closed popup). */
export const SALON_OFF_BACKUP_MAX = 5;
/**
 * Only salons a customer could reasonably move to, the reach of the backup-hours suggestion: with
 * none that close the popup offers the way back to the salon choice instead (spec §2).
 */
export const SALON_OFF_BACKUP_MAX_KM = 15;

/**
 * salon-off: when the salon is closed on the date, its message and the salons open that day it offers instead,
 * nearest first: the backups its manager named for the day (as far as he chose), else the nearest within
 * SALON_OFF_BACKUP_MAX_KM (opened by then, not closed themselves, never salon 24); otherwise '' and [].
 */
export async function findSalonOff(deps: Pick<AppDeps, 'db' | 'clock'>, input: { salonId: number; date?: string }): Promise<TSalonOff> {
  const salon = await findSalon(deps.db, input.salonId);
  if (!salon) throw notFound('SALON_NOT_FOUND', 'booking.salonNotFound');
  const now = deps.clock.now();
  const date = input.date ?? zonedToday(now, salon.timeZone);
  const off = await findSalonDayOff(deps.db, salon.id, date);
  if (!off) return { message: '', salonBackUp: [] };
  const open = rowsByDistance(
    salon,
    (await findSalonCardRows(deps.db, { openOn: date })).filter((row) => row.salon.id !== salon.id && listsSalon('nearby', row.salon.id)),
  );
  const named = open.filter((b) => off.backupSalonIds.includes(b.id));
  const backups = named.length > 0 ? named : open.filter((b) => b.distance <= SALON_OFF_BACKUP_MAX_KM);
  return { message: off.message, salonBackUp: backups.slice(0, SALON_OFF_BACKUP_MAX).map(({ row }) => toSalonCard(row, now, salon)) };
}
