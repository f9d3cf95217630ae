import { apiRequest } from '../../../lib/api-client';

/** POST /api/v1/auth/logout: revokes the session on the server. */
export const postLogout = () => apiRequest<unknown>('/v1/auth/logout', { method: 'POST' });
