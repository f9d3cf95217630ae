import type { SalonFilter } from './filter-salons';

/** Query keys of the salon lists (the finder pages and the booking's salon chooser share them). */
export const salonKeys = {
  all: (phone: string) => ['salons', 'all', phone] as const,
  filter: (filter: SalonFilter) => ['salons', 'filter', filter] as const,
  nearby: (point: { latitude: number; longitude: number } | null) => ['salons', 'nearby', point] as const,
  nearAddress: (phone: string, attrId: number) => ['salons', 'near-address', phone, attrId] as const,
  visited: (phone: string) => ['salons', 'visited', phone] as const,
  cities: () => ['salons', 'cities'] as const,
  districts: (cityId: number) => ['salons', 'districts', cityId] as const,
  /** The customer's saved places: the account's list and the chooser's address chips. */
  places: () => ['salons', 'places'] as const,
  savedLocations: (phone?: string) => (phone === undefined ? (['salons', 'saved-locations'] as const) : (['salons', 'saved-locations', phone] as const)),
};
