import { fileURLToPath } from 'node:url';
import { constants } from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
import { keepRecentBuilds } from './build/keep-recent-builds.ts';
import { rasterImages } from './build/raster-images.ts';

// {product} of the spec; index.html reads it as %VITE_BRAND_NAME%, the app as import.meta.env.
process.env.VITE_BRAND_NAME ??= 'Shine';

// The API (apps/api) serves /api/* on port 3000 and, in production, this build from dist/, each page
// rendered on the server by the server bundle (`vite build --ssr src/entry-server.tsx`: dist-server/).
export default defineConfig(({ command, isSsrBuild }) => ({
  plugins: [react(), ...(isSsrBuild ? [] : clientBuildPlugins())],
  resolve: {
    // react-router's package exports only its development build (warnings on); its production build is
    // the same code without them (ADR 008).
    alias:
      command === 'build'
        ? [
            { find: /^react-router$/, replacement: routerBuild('index.mjs') },
            { find: /^react-router\/dom$/, replacement: routerBuild('dom-export.mjs') },
          ]
        : [],
  },
  server: {
    proxy: { '/api': 'http://localhost:3000' },
  },
  // The server bundle carries its dependencies with React's production build, whatever NODE_ENV the
  // API process runs with (`npm start` runs it as development: dev outbox, movable clock).
  ...(isSsrBuild ? { ssr: { noExternal: true }, define: { 'process.env.NODE_ENV': JSON.stringify('production') } } : {}),
  build: isSsrBuild
    ? // One file: the API imports it with a version query to pick up a rebuild, and split chunks would
      // import a second, unversioned copy of the entry (two i18n stores, texts that never arrive).
      { outDir: 'dist-server', emptyOutDir: true, copyPublicDir: false, rolldownOptions: { output: { codeSplitting: false } } }
    : {
        outDir: 'dist',
        // The previous builds' chunks stay for visitors holding an older page; keepRecentBuilds() prunes.
        emptyOutDir: false,
        // Read by the server render (modulepreload of a page's chunks) and test/bundle-size.test.ts.
        manifest: true,
        // Every browser we build for preloads modules itself (Chrome 66, Safari 17, Firefox 115); an older
        // one loads a chunk when it is imported. The polyfill cost every first visit ~0.3 KB gzip.
        modulePreload: { polyfill: false },
        // The entry chunk carries React, the router, TanStack Query and the shell (~400 kB raw); the
        // real limits are the gzip budgets checked by test/bundle-size.test.ts and e2e/script-budget.spec.ts.
        chunkSizeWarningLimit: 700,
        // One chunk for everything the entry imports statically (entryGraphPlugin).
        rolldownOptions: { output: { codeSplitting: { groups: [{ name: 'index', test: (id: string) => entryGraph.has(id) && !LAZY_ONLY.test(id) }] } } },
      },
}));

function routerBuild(file: string): string {
  return fileURLToPath(new URL(`dist/production/${file}`, import.meta.resolve('react-router/package.json')));
}

/**
 * Modules the entry reaches only through a library's index that re-exports everything: only lazy pages
 * use them (writes), so they stay out of the first chunk.
 */
const LAZY_ONLY = /[\\/]@tanstack[\\/](react-query|query-core)[\\/]build[\\/]modern[\\/](useMutation|useMutationState|mutationObserver|mutationOptions)\.js$/;

// Every module the entry imports statically (the first visit downloads them all anyway), gathered
// once the module graph is known and before chunks are made: they go into one chunk, which compresses
// better than the many small shared chunks Rolldown would otherwise split them into (ADR 008).
const entryGraph = new Set<string>();
function entryGraphPlugin(): Plugin {
  return {
    name: 'shine:entry-graph',
    buildEnd() {
      entryGraph.clear();
      const visit = (id: string) => {
        if (entryGraph.has(id)) return;
        entryGraph.add(id);
        this.getModuleInfo(id)?.importedIds.forEach(visit);
      };
      for (const id of this.getModuleIds()) if (this.getModuleInfo(id)?.isEntry) visit(id);
    },
  };
}

/**
 * react-router's production build creates its components with `React.forwardRef`/`memo`/`createContext`
 * without a pure annotation and then sets their `displayName`: to the bundler both are side effects, so
 * `Form`, `useSubmit`, `useFormAction`, the form-data helpers and the history router stayed in the first
 * chunk unused. Marking the calls pure and dropping the `displayName` lines (read by React's dev tools
 * only) lets tree-shaking remove them: 1.3 KB gzip (ADR 008).
 */
function routerTreeShakingPlugin(): Plugin {
  return {
    name: 'shine:router-tree-shaking',
    transform(code, id) {
      if (!/[\\/]react-router[\\/]dist[\\/]production[\\/]/.test(id)) return null;
      return {
        code: code
          .replace(/^[A-Za-z_$][\w$]*\.displayName = "[^"]*";$/gm, '')
          .replace(/^var ([\w$]+) = (React\d*\.(?:forwardRef|memo|createContext)\()/gm, 'var $1 = /* @__PURE__ */ $2'),
        // Lines stay where they were: the source map is unchanged.
        map: null,
      };
    },
  };
}

function clientBuildPlugins() {
  return [
    entryGraphPlugin(),
    routerTreeShakingPlugin(),
    // The demo pictures as WebP next to their SVG source (served as WebP by the dev server too).
    rasterImages(),
    // Precompressed .br and .gz next to every text file above 1 KB (public/ files too), at maximum
    // quality since it is paid once per build; the server sends them with `preCompressed`.
    compression({
      include: /\.(js|mjs|css|html|svg|json|ico|txt|xml|webmanifest)$/,
      exclude: /^\.vite\//,
      threshold: 1024,
      algorithms: [
        defineAlgorithm('brotliCompress', { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY } }),
        defineAlgorithm('gzip', { level: constants.Z_BEST_COMPRESSION }),
      ],
      logLevel: 'silent',
    }),
    keepRecentBuilds(),
  ];
}
