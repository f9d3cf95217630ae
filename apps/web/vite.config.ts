import { constants } from 'node:zlib';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
import { keepRecentBuilds } from './build/keep-recent-builds.ts';

// {product} of the spec; index.html reads it as %VITE_BRAND_NAME%, the app as import.meta.env.
process.env.VITE_BRAND_NAME ??= 'Shine';

// The API (apps/api) serves /api/* on port 3000 and, in production, this build from dist/, each page
// rendered on the server by the server bundle (`vite build --ssr src/entry-server.tsx`: dist-server/).
export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), ...(isSsrBuild ? [] : clientBuildPlugins())],
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
        // The entry chunk carries React, the router, TanStack Query and i18next (~540 kB raw); the real
        // limit is the 150 KB gzip budget of the home route checked by test/bundle-size.test.ts.
        chunkSizeWarningLimit: 700,
        rolldownOptions: { output: { codeSplitting: { groups: [{ name: 'query', test: ENTRY_QUERY_MODULES }] } } },
      },
}));

/**
 * The part of TanStack Query the entry carries (the client, its caches and useQuery), kept in one chunk.
 * Left to itself the bundler cuts it in two as soon as a lazy chunk writes without reading (useMutation
 * alone needs the core but not the query classes): two chunks the home route loads anyway, compressed apart.
 */
const ENTRY_QUERY_MODULES =
  /[\\/]@tanstack[\\/](query-core|react-query)[\\/]build[\\/]modern[\\/](QueryClientProvider|timeoutManager|utils|environmentManager|subscribable|focusManager|notifyManager|onlineManager|retryer|removable|infiniteQueryBehavior|query|queryObserver|IsRestoringProvider|QueryErrorResetBoundary|errorBoundaryUtils|suspense|useBaseQuery|useQuery|queryOptions)\.js$/;

function clientBuildPlugins() {
  return [
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
