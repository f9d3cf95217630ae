// What other modules may use of the back office (lint allows nothing else): the guard of /api/v1/admin
// routes and the audit writer, for the back office's other parts (roster, offers, reports).
export { type AdminActor, adminPreHandler, allows, registerBackofficeAuth, requireAdmin, requireAdminActor, visibleSalonIds } from './backoffice-guard.ts';
export { type AdminChange, audit } from './audit.ts';
export { invalidateCustomerCaches } from './invalidate-caches.ts';
