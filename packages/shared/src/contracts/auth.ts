import { z } from 'zod';
import {
  ZCaptchaChallenge,
  ZChangePasswordBody,
  ZLoginBody,
  ZLoginOtpBody,
  ZLoginOtpResult,
  ZLoginResult,
  ZOk,
  ZUser,
  ZVerifyBody,
  ZVerifyResult,
} from '../schemas/auth';
import { ZLang } from '../schemas/common';
import { endpoint } from './endpoint';

// The customer's login modal (spec §4, §7 Auth) and his session.

/** The ALTCHA widget's challenge, bare (altcha-lib's shape); its solution goes in login's `recaptcha`. */
export const getLoginCaptcha = endpoint({ method: 'GET', path: '/api/v1/auth/captcha', response: ZCaptchaChallenge, enveloped: false });

export const verifyLoginPhone = endpoint({ method: 'POST', path: '/api/v1/auth/verify', body: ZVerifyBody, response: ZVerifyResult });

export const logInWithPassword = endpoint({ method: 'POST', path: '/api/v1/auth/login', body: ZLoginBody, response: ZLoginResult });

export const logInWithOtp = endpoint({ method: 'POST', path: '/api/v1/auth/login-otp', body: ZLoginOtpBody, response: ZLoginOtpResult });

export const setCustomerPassword = endpoint({ method: 'POST', path: '/api/v1/auth/change-password', body: ZChangePasswordBody, response: ZOk });

export const getLoggedInUser = endpoint({ method: 'GET', path: '/api/v1/auth/me', query: z.object({ lang: ZLang }), response: ZUser });

export const logOutCustomer = endpoint({ method: 'POST', path: '/api/v1/auth/logout', query: z.object({ lang: ZLang }), response: ZOk });
