import { KM_PER_DEGREE, TRAVEL_MINUTES_PER_KM } from './constants';

// Distance and travel time as the salon finder shows them (spec §9).

export interface LatLng {
  latitude: number;
  longitude: number;
}

/**
 * Straight-line coordinate difference × 111 km, rounded to 0.1 km. A flat approximation on purpose:
 * it is what the spec shows customers, and within a city the error is small.
 */
export function distanceKm(a: LatLng, b: LatLng): number {
  const degrees = Math.hypot(a.latitude - b.latitude, a.longitude - b.longitude);
  return Math.round(degrees * KM_PER_DEGREE * 10) / 10;
}

/** Travel-time tag: twice the distance in km, rounded, in minutes. */
export function travelMinutes(km: number): number {
  return Math.round(TRAVEL_MINUTES_PER_KM * km);
}
