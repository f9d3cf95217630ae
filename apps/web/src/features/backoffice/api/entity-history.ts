import type { TAuditEntry } from '@shine/shared/schemas/backoffice';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export const historyKey = (entity: string, entityId: string | number) => ['staff', 'history', entity, String(entityId)] as const;

/** GET /api/v1/admin/audit?entity=&entityId=: an entity's history, newest first. */
export const useEntityHistory = (entity: string, entityId: string | number) =>
  useQuery({
    queryKey: historyKey(entity, entityId),
    queryFn: () => apiRequest<TAuditEntry[]>('/v1/admin/audit', { staff: true, query: { entity, entityId: String(entityId) } }),
    retry: false,
  });
