import { callApi } from '../../../lib/api-client';

/** POST /api/v1/auth/logout: revokes the session on the server. */
export const postLogout = () => callApi('POST /api/v1/auth/logout');
