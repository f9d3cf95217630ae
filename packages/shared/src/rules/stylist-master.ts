import { STYLIST_MASTER_MAX_CUSTOMERS_PER_DAY } from './constants';

// Spec §9: a Stylist Master serves at most 12 customers a day; other stylists have no such cap.

/** Whether a stylist can take one more customer on a day he already has `customersThatDay` for. */
export function stylistHasRoom(stylist: { isMaster: boolean }, customersThatDay: number): boolean {
  return !stylist.isMaster || customersThatDay < STYLIST_MASTER_MAX_CUSTOMERS_PER_DAY;
}
