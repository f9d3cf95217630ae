import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import type { TLoginResult } from '@shine/shared/schemas/auth';
import { authKeys } from './keys';

type LoginBody = { phone: string; password: string; recaptcha?: string };

/** POST /api/v1/auth/login: phone + 6-digit password (+ the solved captcha when the server asks for it). */
export const login = (body: LoginBody) => apiRequest<TLoginResult>('/v1/auth/login', { method: 'POST', body });

export const useLogin = () => useMutation({ mutationKey: authKeys.loginStep('password'), mutationFn: login });
