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
      output: {
        codeSplitting: {
          groups: [
            // What every page runs (UI library, router, query cache) changes only when a
            // dependency is upgraded: one chunk of its own stays cached across app releases.
            // Everything else (zod, react-hook-form, dates) stays in the lazy route chunks.
            {
              name: 'framework',
              test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack)[\\/]/,
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
