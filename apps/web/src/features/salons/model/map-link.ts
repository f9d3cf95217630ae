/**
 * A plain map link for a salon: nothing loads until the customer taps it (a new tab with the map
 * provider's page). The salon's own map address wins when it has one.
 */
export function mapLink(salon: { latitude: number; longitude: number; mapUrl?: string | null }): string {
  if (salon.mapUrl && /^https:\/\//.test(salon.mapUrl)) return salon.mapUrl;
  return `https://www.google.com/maps/search/?api=1&query=${salon.latitude},${salon.longitude}`;
}
