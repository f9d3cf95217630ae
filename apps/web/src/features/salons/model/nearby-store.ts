import { ERROR_TOAST_MS } from '@shine/shared';
import { toast } from '../../../components/ui/toast-store';
import { createStore, useStore } from '../../../lib/create-store';
import { i18n } from '../../../lib/i18n';
import { postTrackingLocation } from '../api/post-tracking-location';

// The customer's location for the "nearby" chip, shared by the main screen and the salon chooser.

export type NearbyState = { status: 'idle' | 'locating' | 'denied' | 'failed' } | { status: 'ready'; point: { latitude: number; longitude: number } };

const nearbyStore = createStore<NearbyState>({ status: 'idle' });

export const useNearby = (): NearbyState => useStore(nearbyStore);

/**
 * Asks the browser for the position once (later calls reuse it). Denied: the spec's toast and, in the
 * chooser, its banner; other failures: the "no salon near you" message (spec §8).
 */
export function locateCustomer(phone: string): Promise<NearbyState> {
  const current = nearbyStore.get();
  if (current.status === 'ready' || current.status === 'locating') return Promise.resolve(current);
  nearbyStore.set({ status: 'locating' });
  return new Promise((resolve) => {
    const done = (state: NearbyState) => {
      nearbyStore.set(state);
      resolve(state);
    };
    if (!('geolocation' in navigator)) {
      toast({
        title: i18n.t('booking.createFailedTitle', { ns: 'messages' }),
        message: i18n.t('salon.noneNearYou', { ns: 'messages' }),
        type: 'warning',
        duration: ERROR_TOAST_MS,
      });
      done({ status: 'failed' });
      return;
    }
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => {
        const point = { latitude: coords.latitude, longitude: coords.longitude };
        if (phone) postTrackingLocation({ customerPhone: phone, ...point });
        done({ status: 'ready', point });
      },
      (error) => {
        const denied = error.code === error.PERMISSION_DENIED;
        toast({
          title: i18n.t('booking.createFailedTitle', { ns: 'messages' }),
          message: i18n.t(denied ? 'salon.locationDenied' : 'salon.noneNearYou', { ns: 'messages' }),
          type: 'warning',
          duration: ERROR_TOAST_MS,
        });
        done({ status: denied ? 'denied' : 'failed' });
      },
      { enableHighAccuracy: false, timeout: 10_000, maximumAge: 300_000 },
    );
  });
}
