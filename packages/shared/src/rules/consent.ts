// Privacy consent (Law 91/2025/QH15 on personal data protection, Decree 356/2025; ADR 012): given by the
// customer's own act for a stated purpose, never by default, and recorded with the text he agreed to.

/** What the consent is for: the booking (hold the hour, remind, care after the visit). */
export const CONSENT_PURPOSES = ['booking'] as const;
export type ConsentPurpose = (typeof CONSENT_PURPOSES)[number];

/**
 * Versions of the consent text, oldest first. A change of the text (catalogue key `consent:text`) adds a
 * version here, so each record says which words the customer agreed to.
 */
export const CONSENT_TEXT_VERSIONS = ['2026-11-26'] as const;
export type ConsentTextVersion = (typeof CONSENT_TEXT_VERSIONS)[number];

/** The version the consent modal shows today. */
export const CONSENT_TEXT_VERSION: ConsentTextVersion = CONSENT_TEXT_VERSIONS[CONSENT_TEXT_VERSIONS.length - 1]!;

/** The box starts unticked: consent by default is not consent (Law 91/2025/QH15, Decree 356/2025). */
export const CONSENT_TICKED_AT_START = false;

/** 'Đồng ý và tiếp tục' works only once the customer has ticked the box himself. */
export const canAgree = (ticked: boolean): boolean => ticked;
