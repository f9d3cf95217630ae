import { mkdirSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { svgSource } from './images.ts';

/**
 * The generators' output: each drawing, keyed by the address the seed names (`/images/demo/x.webp`),
 * is written as its SVG source (`x.svg`) into `outDir`, whose previous drawings it replaces.
 */
export function writeDrawings(outDir: string, drawings: ReadonlyMap<string, string>): void {
  mkdirSync(outDir, { recursive: true });
  for (const old of readdirSync(outDir)) if (old.endsWith('.svg')) rmSync(path.join(outDir, old));
  let bytes = 0;
  for (const [address, content] of drawings) {
    const file = path.join(outDir, path.posix.basename(svgSource(address)));
    writeFileSync(file, content);
    bytes += statSync(file).size;
  }
  console.info(`wrote ${drawings.size} SVG files (${Math.round(bytes / 1024)} KB) to ${outDir}`);
}
