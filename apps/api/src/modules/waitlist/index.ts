// What app.ts and app-jobs.ts use of the waitlist (issue 33).
export { OFFER_NEXT_JOB, offerFreedChair, offerNext } from './offer-freed-chair.ts';
export { claimOffer } from './claim-offer.ts';
export { waitlistRoutes } from './routes.ts';
