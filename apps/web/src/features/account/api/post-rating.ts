import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../../lib/i18n';
import { toast } from '../../../components/ui/toast-store';
import { callApi } from '../../../lib/api-client';

/** POST /api/v1/customer/rating: stars 1-5 and an optional comment for a past visit. */
export const postRating = (body: { bookingId: number; stars: number; comment?: string }) => callApi('POST /api/v1/customer/rating', { body });

/**
 * Rates a visit: thanks at once, then pending until the history shows it rated (the rating-check
 * refreshes behind). The form leaves the screen with that refresh, so the thanks cannot wait for it.
 */
export function usePostRating() {
  const queryClient = useQueryClient();
  const { t } = useTranslation('messages');
  return useMutation({
    mutationFn: postRating,
    onSuccess: async () => {
      toast({ title: t('rating.thanks'), type: 'success' });
      void queryClient.invalidateQueries({ queryKey: ['account', 'rating-check'] });
      await queryClient.invalidateQueries({ queryKey: ['account', 'histories'] });
    },
  });
}
