// Public surface of the waitlist feature (issue 33): loaders only, so a page that offers the waitlist carries
// a few bytes and the form, its texts and styles come as a chunk of their own when shown (React.lazy).
/** "Báo tôi khi có chỗ trống": the join form, `WaitlistJoin` (the booking wizard's hour strip, the salon page). */
export const loadWaitlistJoin = () => import('./components/waitlist-join');
/** His waitlist entries with "leave", `WaitlistEntries` (the account area). */
export const loadWaitlistEntries = () => import('./components/waitlist-entries');
