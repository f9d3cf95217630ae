import type { TCreateOrderBody, TOrderCreated } from '@shine/shared/schemas/membership';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/v1/membership/order: a package or an amount; answers the payment URL to go to. */
export const createOrder = (body: TCreateOrderBody) => apiRequest<TOrderCreated>('/v1/membership/order', { method: 'POST', body });

export const useCreateOrder = () =>
  useMutation({
    mutationFn: createOrder,
    // The browser leaves for the gateway's page (the sandbox's, offline).
    onSuccess: (created) => window.location.assign(created.paymentUrl),
  });
