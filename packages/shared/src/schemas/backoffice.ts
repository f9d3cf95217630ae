import { z } from 'zod';
import { BACKOFFICE_ACTIONS } from '../rules/backoffice-policy';
import { ZLang, zText } from './common';
import { ZStaffRole } from './floor';

// The chain's back office (issue 32), under /api/v1/admin/... (OpenAPI tag `backoffice`).

export const ZBackofficeAction = z.enum(BACKOFFICE_ACTIONS);

/** The person of this staff session as the back office sees him: roles, salons, what he may do. */
export const ZAdminMe = z.object({
  id: z.number().int(),
  name: z.string(),
  roles: z.array(ZStaffRole),
  /** The salons his salon actions reach: his salon, his region's, or 'all'. */
  salonIds: z.union([z.array(z.number().int()), z.literal('all')]),
  actions: z.array(ZBackofficeAction),
});
export type TAdminMe = z.infer<typeof ZAdminMe>;

/** An entity's history: `entity` as the audit names it ('service', 'banner', 'salon'…), `entityId` its id. */
export const ZAuditQuery = z.object({
  entity: zText(40).regex(/^[a-zA-Z][a-zA-Z.]*$/),
  entityId: zText(60).min(1),
  lang: ZLang,
});

export const ZAuditEntry = z.object({
  id: z.number().int(),
  at: z.string(),
  action: z.string(),
  entity: z.string(),
  entityId: z.string(),
  salonId: z.number().int().nullable(),
  /** Who acted; null for the system or a tablet on its own. */
  actor: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
});
export type TAuditEntry = z.infer<typeof ZAuditEntry>;
