import { apiRequest } from '../../../lib/api-client';
import type { LoginResult } from '../types';

/** POST /api/v1/auth/login: phone + 6-digit password (+ the solved captcha when the server asks for it). */
export const login = (body: { phone: string; password: string; recaptcha?: string }) =>
  apiRequest<LoginResult>('/v1/auth/login', { method: 'POST', body });
