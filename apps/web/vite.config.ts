import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// {product} of the spec; index.html reads it as %VITE_BRAND_NAME%, the app as import.meta.env.
process.env.VITE_BRAND_NAME ??= 'Shine';

// The API (apps/api) serves /api/* on port 3000 and, in production, this build from dist/.
export default defineConfig({
  plugins: [react()],
  server: {
    proxy: { '/api': 'http://localhost:3000' },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Read by test/bundle-size.test.ts to follow the home route's static imports.
    manifest: true,
    // The entry chunk carries React, the router, TanStack Query and i18next (~540 kB raw); the real
    // limit is the 150 KB gzip budget of the home route checked by test/bundle-size.test.ts.
    chunkSizeWarningLimit: 700,
  },
});
