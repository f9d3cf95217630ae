import { RECENT_SALONS_MAX } from '@shine/shared';
import { readStorage, writeStorage } from '../../../lib/storage';

// Recent salon chips of the main screen (spec §2 block 1, §9: max 3), kept in local storage.

export interface RecentSalon {
  id: number;
  name: string;
}

const KEY = 'booking.recentSalons';

/** Most recent first, no duplicates, at most 3. */
export function pushRecentSalon(list: readonly RecentSalon[], salon: RecentSalon): RecentSalon[] {
  return [salon, ...list.filter((item) => item.id !== salon.id)].slice(0, RECENT_SALONS_MAX);
}

export function parseRecentSalons(raw: string | null): RecentSalon[] {
  try {
    const value: unknown = raw ? JSON.parse(raw) : [];
    if (!Array.isArray(value)) return [];
    return value
      .filter((item): item is RecentSalon => typeof item?.id === 'number' && item.id > 0 && typeof item?.name === 'string')
      .slice(0, RECENT_SALONS_MAX);
  } catch {
    return [];
  }
}

export const readRecentSalons = (): RecentSalon[] => parseRecentSalons(readStorage('local', KEY));

export function rememberSalon(salon: RecentSalon): void {
  writeStorage('local', KEY, JSON.stringify(pushRecentSalon(readRecentSalons(), { id: salon.id, name: salon.name })));
}
