// Types of what TypeScript code (tests) imports from build.mjs.
/** The web build in apps/web/dist is of the current sources (its recorded hash matches). */
export function webUpToDate(): boolean;
/** The API bundle in apps/api/dist is of the current sources. */
export function apiUpToDate(): boolean;
/** Node's arguments that start the API server: its bundle when current, else the sources through tsx. */
export function apiServerArgs(): string[];
