/** The booking wizard with this service already chosen (the wizard reads `chosenService`, spec §2). */
export const bookServiceHref = (serviceId: number) => `/booking?chosenService=${serviceId}`;

/** The breakpoint of spec §2: mobile pictures below 768 px. */
export const MOBILE_MEDIA = '(max-width: 767px)';
