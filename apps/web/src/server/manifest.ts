/** One entry of Vite's build manifest (dist/.vite/manifest.json). */
export interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
  isEntry?: boolean;
}
export type Manifest = Record<string, ManifestChunk>;

/** The manifest key of the browser entry: index.html's script. */
const ENTRY = 'index.html';

/** A chunk's file, its CSS and those of its static imports, transitively. */
function collect(manifest: Manifest, key: string, into: { js: Set<string>; css: Set<string> }, seen = new Set<string>()) {
  const chunk = manifest[key];
  if (!chunk || seen.has(key)) return;
  seen.add(key);
  into.js.add(chunk.file);
  chunk.css?.forEach((file) => into.css.add(file));
  chunk.imports?.forEach((imported) => collect(manifest, imported, into, seen));
}

/**
 * What the page of these lazy route modules needs beyond what index.html already names (the entry,
 * its static imports and CSS): their JS to `modulepreload` and their CSS, so the server's markup is
 * styled and hydrates without waiting for a chain of requests.
 */
export function routeAssets(manifest: Manifest, sources: string[]): { js: string[]; css: string[] } {
  const entry = { js: new Set<string>(), css: new Set<string>() };
  collect(manifest, ENTRY, entry);
  const route = { js: new Set<string>(), css: new Set<string>() };
  sources.forEach((source) => collect(manifest, source, route));
  return {
    js: [...route.js].filter((file) => !entry.js.has(file)),
    css: [...route.css].filter((file) => !entry.css.has(file)),
  };
}
