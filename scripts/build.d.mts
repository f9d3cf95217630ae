// Types of what TypeScript code (tests) imports from build.mjs.
/** The web build in apps/web/dist is of the current sources (its recorded hash matches). */
export function webUpToDate(): boolean;
/** The API bundle in apps/api/dist is of the current sources. */
export function apiUpToDate(): boolean;
/** The API bundle's path (apps/api/dist/src/server.js). */
export const API_BUNDLE: string;
