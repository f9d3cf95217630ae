import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

export const historyKey = (entity: string, entityId: string | number) => ['staff', 'history', entity, String(entityId)] as const;

/** GET /api/v1/admin/audit?entity=&entityId=: an entity's history, newest first. */
export const useEntityHistory = (entity: string, entityId: string | number) =>
  useQuery({
    queryKey: historyKey(entity, entityId),
    queryFn: () => callApi('GET /api/v1/admin/audit', { query: { entity, entityId: String(entityId) } }),
    retry: false,
  });
