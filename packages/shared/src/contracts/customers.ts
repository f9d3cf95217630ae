import { z } from 'zod';
import { ZOk, ZUser } from '../schemas/auth';
import { ZLang, ZPhone } from '../schemas/common';
import { ZConsentBody, ZUpdateCustomerBody } from '../schemas/customer';
import { endpoint } from './endpoint';

// The customer's profile, his privacy consent, and whether a phone has a password account.

export const updateCustomerProfile = endpoint({ method: 'PUT', path: '/api/v1/customer', body: ZUpdateCustomerBody, response: ZUser });

export const agreeProtectPersonal = endpoint({ method: 'POST', path: '/api/v1/customer/agree-protect-personal', body: ZConsentBody, response: ZOk });

export const checkPhoneRegistered = endpoint({
  method: 'GET',
  path: '/api/v1/app-customer/check-registered',
  query: z.object({ phone: ZPhone, lang: ZLang }),
  response: z.object({ isRegistered: z.boolean() }),
});
