// The salon floor's limits (issue 30), apart from their zod schemas (schemas/floor.ts re-exports them): the
// staff screen shows them without shipping zod (issue 29, per-route JS budgets).

/** Staff passwords: 8 to 128 characters as typed (never trimmed). */
export const STAFF_PASSWORD_MIN = 8;
export const PIN_PATTERN = /^\d{6}$/;
/** A shared tablet locks after this long without anyone using it (the server ends the session, the screen locks). */
export const TABLET_IDLE_MS = 5 * 60_000;
/** After-cut photos a visit keeps at most (POST /api/v1/staff/visits/:bookingId/photos). */
export const MAX_VISIT_PHOTOS = 4;
/** Bytes one photo upload may have before it is re-encoded. */
export const MAX_VISIT_PHOTO_BYTES = 5 * 1024 * 1024;
