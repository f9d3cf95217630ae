// What other modules may use of collections (lint allows nothing else): the public URLs for the sitemap.
export { listCollectionsPublicUrls } from './public-urls.ts';
