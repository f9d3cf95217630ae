import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { voucherKeys } from './keys';

/** POST /api/v1/booking/postCode: claims a promo code into the vouchers of the customer logged in as the booking phone. */
export const postCode = (code: string, phone: string, lang: 'vi' | 'en') =>
  callApi('POST /api/v1/booking/postCode', { body: { code: code.trim(), phone, lang } });

/**
 * The claim as a mutation. `onClaimed` runs as the server accepts the code; the offer lists are then
 * fetched again before the claim resolves, so tab '2' shows the new voucher.
 */
export function usePostCode(onClaimed: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: voucherKeys.postCode,
    mutationFn: ({ code, phone, lang }: { code: string; phone: string; lang: 'vi' | 'en' }) => postCode(code, phone, lang),
    onSuccess: async () => {
      onClaimed();
      await queryClient.invalidateQueries({ queryKey: voucherKeys.lists() });
    },
  });
}
