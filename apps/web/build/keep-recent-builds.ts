import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

/** The current build plus this many earlier (distinct) builds keep their hashed files in dist/assets. */
const PREVIOUS_BUILDS_KEPT = 2;
const HISTORY_FILE = '.vite/builds.json';

type History = { at: string; files: string[] }[];

/**
 * Vite's default empties dist/ before each build, so right after a deploy a visitor still holding the
 * previous index.html asks for chunks that no longer exist (a lazy page fails to load). With
 * `emptyOutDir: false` the old hashed files stay; this plugin then deletes those that belong to none of
 * the last {@link PREVIOUS_BUILDS_KEPT} + 1 builds, so dist/ does not grow for ever.
 *
 * Each build's asset names (with their .br/.gz siblings) are recorded in dist/.vite/builds.json. A
 * build whose files are the same as the last one's (a restart without code changes) adds no entry,
 * so `npm start` twice does not push a real deploy out. Files not recorded anywhere (a dist/ made
 * before this plugin) count as one earlier build. A page older than what is kept still recovers: the
 * app reloads once when a chunk is missing (see `vite:preloadError` in src/app/chunk-reload.ts).
 */
export function keepRecentBuilds(): Plugin {
  let outDir = '';
  return {
    name: 'shine:keep-recent-builds',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    // writeBundle runs once every file of this build (compressed siblings included) is on disk.
    writeBundle(_options, bundle) {
      const assetsDir = path.join(outDir, 'assets');
      const historyPath = path.join(outDir, HISTORY_FILE);
      const current = [
        ...new Set(
          Object.keys(bundle)
            .filter((name) => name.startsWith('assets/'))
            .map(uncompressedName),
        ),
      ].sort();
      const onDisk = existsSync(assetsDir) ? readdirSync(assetsDir).map((name) => `assets/${name}`) : [];

      let history: History = [];
      try {
        history = JSON.parse(readFileSync(historyPath, 'utf8')) as History;
      } catch {
        // First build with this plugin: whatever is there already is "the previous build".
        const untracked = [...new Set(onDisk.map(uncompressedName))].filter((name) => !current.includes(name));
        if (untracked.length) history = [{ at: 'before', files: untracked }];
      }
      const last = history.at(-1);
      if (!last || last.files.join('\n') !== current.join('\n')) history.push({ at: new Date().toISOString(), files: current });
      history = history.slice(-(PREVIOUS_BUILDS_KEPT + 1));

      const kept = new Set(history.flatMap((build) => build.files));
      for (const file of onDisk) {
        if (!kept.has(uncompressedName(file))) rmSync(path.join(outDir, file), { force: true });
      }
      mkdirSync(path.dirname(historyPath), { recursive: true });
      writeFileSync(historyPath, `${JSON.stringify(history, null, 1)}\n`);
    },
  };
}

function uncompressedName(file: string): string {
  return file.replace(/\.(br|gz)$/, '');
}
