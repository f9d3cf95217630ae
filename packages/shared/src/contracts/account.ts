import { z } from 'zod';
import { ZOk } from '../schemas/auth';
import { ZOtpResult } from '../schemas/booking';
import { ZLang } from '../schemas/common';
import { ZDeleteAccountBody } from '../schemas/customer';
import { endpoint } from './endpoint';

// /delete-account page (spec §2): OTP-confirmed deletion of the logged-in account.

export const sendDeleteAccountOtp = endpoint({
  method: 'POST',
  path: '/api/v1/customer/delete-account/otp',
  query: z.object({ lang: ZLang }),
  response: ZOtpResult,
});

export const deleteAccount = endpoint({ method: 'POST', path: '/api/v1/customer/delete-account', body: ZDeleteAccountBody, response: ZOk });
