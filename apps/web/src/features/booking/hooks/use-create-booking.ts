import { ERROR_TOAST_MS, SUCCESS_NOTICE_MS } from '@shine/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { useTranslation } from '../../../lib/i18n';
import { toast } from '../../../components/ui/toast-store';
import { ApiError } from '../../../lib/api-client';
import { showSpin } from '../../../lib/spin-store';
import { openLogin } from '../../auth';
import { useCreateBookingMutation } from '../api/create-booking';
import { bookingKeys, bookingWriteKeys } from '../api/keys';
import { nextAction } from '../model/booking-reducer';
import { bookingParams } from '../model/booking-url';
import { useBooking } from './booking-context';

/**
 * 'Chốt giờ cắt' (spec §4 step 0 next action): warns about what is missing, or creates the booking.
 * 403 opens the login modal with its title; 409 (hour taken meanwhile) opens the stylist-busy popup and
 * reloads the hour strip; any other failure shows 'Thông Báo' for 3 s and is reported.
 */
export function useCreateBooking() {
  const { selection, dispatch, url, mode, customer, track } = useBooking();
  const { t: m } = useTranslation('messages');
  const queryClient = useQueryClient();
  const [search] = useSearchParams();
  const create = useCreateBookingMutation();

  const submit = async (isMaster: boolean) => {
    // The mutation cache marks a write pending as it starts: a second tap in the same frame sees it
    // (the component's `isPending` waits for the next render).
    if (queryClient.isMutating({ mutationKey: bookingWriteKeys.create }) > 0) return;
    const action = nextAction(selection);
    if (action !== 'create') {
      track('click_confirm_inactive', { missing: action });
      dispatch({ type: 'nextPressed', missing: action });
      return;
    }
    showSpin(true);
    try {
      const context = {
        source: url.source,
        utmSource: url.utmSource,
        params: bookingParams(search),
        userId: customer.userId,
        isMaster,
        isBookAtHome: mode === 'home',
        addressId: selection.addressId,
      };
      const booking = await create.mutateAsync({ selection, context });
      dispatch({ type: 'created', booking });
      track('booked', { bookingId: booking.bookingId, isUseOtp: booking.isUseOtp });
      if (!booking.isUseOtp) toast({ title: m('booking.createSuccess'), type: 'success', duration: SUCCESS_NOTICE_MS });
    } catch (error) {
      if (error instanceof ApiError && error.status === 403) {
        openLogin({ title: m('login.bookingExistsTitle'), phone: selection.phone });
        return;
      }
      const text = error instanceof ApiError ? error.message : m('booking.createFailed');
      track('post_error', { message: text, code: error instanceof ApiError ? error.code : undefined });
      if (error instanceof ApiError && error.status === 409) {
        // Lost the race for the hour: the busy popup and a fresh hour strip (spec §8), no toast.
        dispatch({ type: 'createBusy', date: selection.dateBook });
        void queryClient.invalidateQueries({ queryKey: bookingKeys.hours() });
        return;
      }
      toast({ title: m('booking.createFailedTitle'), message: text, type: 'error', duration: ERROR_TOAST_MS });
    } finally {
      showSpin(false);
    }
  };

  return { submit, pending: create.isPending };
}
