import { useMutation } from '@tanstack/react-query';
import { callApi, type CallInput, type Endpoints } from '../../../lib/api-client';
import { authKeys } from './keys';

type LoginBody = CallInput<Endpoints['POST /api/v1/auth/login']>['body'];

/** POST /api/v1/auth/login: phone + 6-digit password (+ the solved captcha when the server asks for it). */
export const login = (body: LoginBody) => callApi('POST /api/v1/auth/login', { body });

export const useLogin = () => useMutation({ mutationKey: authKeys.loginStep('password'), mutationFn: login });
