// What other modules may use of recruitment (lint allows nothing else): where the CVs are kept, for the back
// office's recruiters (issue 32).
export { cvDirOf } from './routes.ts';
