import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './build/precompress.ts';
import { prerender } from './build/prerender.ts';

// The bundle is always the production one (React's development build is 1.6× larger),
// whatever NODE_ENV the shell that runs `npm start` happens to have: Vite and the React
// plugin read NODE_ENV after loading this file.
if (process.argv.includes('build')) process.env.NODE_ENV = 'production';

export default defineConfig({
  root: 'src/web',
  plugins: [react(), prerender({ entry: '/prerender.tsx' }), precompress()],
  build: {
    outDir: '../../dist/web',
    emptyOutDir: true,
    // Routes are lazy chunks; a warning here means the first page grew.
    chunkSizeWarningLimit: 200,
    rolldownOptions: {
      // The app (every page but the public ones), and the public pages' own script: React DOM
      // and the page, no router or query cache (docs/decisions/060). The build's prerender
      // draws the public pages into public.html.
      input: {
        index: path.resolve(import.meta.dirname, 'src/web/index.html'),
        public: path.resolve(import.meta.dirname, 'src/web/public.html'),
      },
      output: {
        codeSplitting: {
          groups: [
            // The small modules the public pages' first script shares with the app (Vite's
            // preload helpers, the sign-in link's address): one chunk, so that first script is
            // two requests instead of four (decision 066).
            {
              name: 'boot',
              test: /vite\/(preload-helper|modulepreload-polyfill)|[\\/]session[\\/]sign-in-page\.ts$/,
              priority: 3,
            },
            // What every page runs changes only when a dependency is upgraded: chunks of their
            // own stay cached across app releases. React DOM alone is all the public pages
            // need; the app adds its router and query cache. Everything else (zod,
            // react-hook-form, dates) stays in the lazy route chunks.
            {
              name: 'react',
              test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/,
              priority: 2,
            },
            {
              name: 'framework',
              test: /[\\/]node_modules[\\/](react-router|@tanstack)[\\/]/,
              priority: 1,
            },
          ],
        },
      },
    },
  },
  server: {
    proxy: {
      '/api': 'http://localhost:3000',
      '/auth': 'http://localhost:3000',
      '/dev-idp': 'http://localhost:3000',
    },
  },
});
