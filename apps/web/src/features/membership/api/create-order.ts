import { useMutation } from '@tanstack/react-query';
import { callApi, type CallInput, type Endpoints } from '../../../lib/api-client';

type OrderBody = CallInput<Endpoints['POST /api/v1/membership/order']>['body'];

/** POST /api/v1/membership/order: a package or an amount; answers the payment URL to go to. */
export const createOrder = (body: OrderBody) => callApi('POST /api/v1/membership/order', { body });

export const useCreateOrder = () =>
  useMutation({
    mutationFn: createOrder,
    // The browser leaves for the gateway's page (the sandbox's, offline).
    onSuccess: (created) => window.location.assign(created.paymentUrl),
  });
