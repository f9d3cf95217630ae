// Prints each route's first-visit JavaScript (gzip, shared chunks included) and what it is made of:
// `npm run bundle:web` (`-- --chunks` lists the chunks too). Budgets: apps/web/test/bundle-size.test.ts (every page 150 KB).
import { everyPage, measureRoutes } from '../apps/web/test/bundle-measure.ts';

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
// Off home the browser loads the routes (app/page-routes.ts) before hydrating the page's chunk; the server
// preloads both (entry-server.tsx). The pages: bundle-measure.ts everyPage (the lazy chunks of features/*/pages
// in the build manifest, which each feature's routes.ts globs).
const result = await measureRoutes(everyPage, { bySource: true });

// Packages by name, the app by feature (or src folder), the shared package by folder.
const group = (source) => {
  const app = /^apps\/web\/src\/(features\/[^/]+|[^/]+)/.exec(source);
  if (app) return `web: ${app[1]}`;
  const shared = /^packages\/shared\/src\/([^/]+)/.exec(source);
  return shared ? `shared: ${shared[1]}` : source;
};

console.log('| route | gzip | chunks |\n|---|---:|---:|');
for (const [route, bundle] of Object.entries(result)) console.log(`| ${route} | ${kb(bundle.gzipBytes)} | ${bundle.chunks.length} |`);
for (const route of ['home', 'booking/booking']) {
  const bundle = result[route];
  console.log(`\n${route}: ${kb(bundle.gzipBytes)} gzip`);
  if (process.argv.includes('--chunks'))
    for (const chunk of bundle.chunks) console.log(`  ${chunk.file}  ${kb(chunk.rawBytes)} raw, ${kb(chunk.gzipBytes)} gzip`);
  const groups = new Map();
  for (const [source, bytes] of bundle.sources) groups.set(group(source), (groups.get(group(source)) ?? 0) + bytes);
  for (const [name, bytes] of [...groups].sort((a, b) => b[1] - a[1])) if (bytes >= 100) console.log(`  ${kb(bytes).padStart(9)}  ${name}`);
}
