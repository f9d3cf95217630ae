import { z } from 'zod';
import { ZServiceChangeDecisionBody, ZServiceChangeToken, ZServiceChangeView } from '../schemas/service-change';
import { endpoint } from './endpoint';

// A change of services the salon proposes, as the customer sees and answers it (the link in the message).

const params = z.object({ token: ZServiceChangeToken });

export const viewServiceChange = endpoint({ method: 'GET', path: '/api/v1/service-changes/:token', params, response: ZServiceChangeView });

export const decideServiceChange = endpoint({
  method: 'POST',
  path: '/api/v1/service-changes/:token',
  params,
  body: ZServiceChangeDecisionBody,
  response: ZServiceChangeView,
});
