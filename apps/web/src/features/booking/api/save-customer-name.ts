import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { bookingWriteKeys } from './keys';

/** saveCustomerName (PUT /api/v1/booking/customer): the logged-in customer names himself. */
export const saveCustomerName = (body: { phone: string; name: string }) => callApi('PUT /api/v1/booking/customer', { body });

export const useSaveCustomerName = () => useMutation({ mutationKey: bookingWriteKeys.saveName, mutationFn: saveCustomerName });
