import { ZOtpSendBody } from '../schemas/auth';
import { ZOtpResult } from '../schemas/booking';
import { endpoint } from './endpoint';

/** The code of a login or of an account deletion: zalo then sms, 5 per phone per 10 minutes. */
export const sendCustomerOtp = endpoint({ method: 'POST', path: '/api/v1/otp/send', body: ZOtpSendBody, response: ZOtpResult });
