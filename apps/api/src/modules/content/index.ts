// What other modules may use of content (lint allows nothing else): the page body renderer (Markdown to the
// `article` policy's clean HTML), for the back office's preview of a draft (issue 32).
export { renderBody } from './render-body.ts';
