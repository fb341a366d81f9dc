import { fileURLToPath, URL } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const cmsUrl = process.env.CMS_URL ?? 'http://127.0.0.1:1337';

export default defineConfig({
  plugins: [react()],
  resolve: {
    alias: [
      { find: /^@\//, replacement: `${fileURLToPath(new URL('./src', import.meta.url))}/` },
      // qs needs only a WeakMap-based side channel; see the file for why.
      { find: /^side-channel$/, replacement: fileURLToPath(new URL('./src/shared/lib/vendor/side-channel-lite.cjs', import.meta.url)) },
    ],
  },
  server: {
    proxy: {
      '/api': { target: cmsUrl, changeOrigin: true },
      '/uploads': { target: cmsUrl, changeOrigin: true },
    },
  },
  preview: {
    proxy: {
      '/api': { target: cmsUrl, changeOrigin: true },
      '/uploads': { target: cmsUrl, changeOrigin: true },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    rolldownOptions: {
      output: {
        // React DOM and the router in chunks of their own: the browser compiles the first load's
        // scripts in parallel (their evaluation waited on one 260 kB compile), and they stay
        // cached across deploys that change only the app.
        codeSplitting: {
          groups: [
            { name: 'react-dom', test: /node_modules[\\/](react-dom|scheduler)[\\/]/ },
            { name: 'router', test: /node_modules[\\/](@remix-run[\\/]router|react-router|react-router-dom)[\\/]/ },
          ],
        },
      },
    },
  },
});
