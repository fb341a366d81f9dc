import { fileURLToPath, URL } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { serverRendering } from './src/app/dev-render';

const cmsUrl = process.env.CMS_URL ?? 'http://127.0.0.1:1337';

/**
 * Two builds: the site for the browser (web/dist, with the manifest from which the server links
 * each page's chunks), and `--ssr` the page renderer for the cms (web/dist-server/entry-server.cjs:
 * one CommonJS file with everything it needs bundled, so that the cms loads it with require()).
 * The development server renders pages with the same renderer (src/app/dev-render.ts), its loaders
 * reading the cms at CMS_URL.
 */
export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), serverRendering({ apiOrigin: cmsUrl })],
  resolve: {
    alias: [
      // The shared contract is compiled from its TypeScript source here (the cms uses its CommonJS build).
      {
        find: /^@hall\/contract\/(.*)$/,
        replacement: `${fileURLToPath(new URL('../packages/contract/src', import.meta.url))}/$1.ts`,
      },
      { find: /^@\//, replacement: `${fileURLToPath(new URL('./src', import.meta.url))}/` },
      // qs needs only a WeakMap-based side channel; see the file for why.
      {
        find: /^side-channel$/,
        replacement: fileURLToPath(new URL('./src/shared/lib/vendor/side-channel-lite.cjs', import.meta.url)),
      },
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
  // The renderer for the cms bundles everything; the development server lets Node load the packages.
  ssr: isSsrBuild ? { noExternal: true } : undefined,
  build: isSsrBuild
    ? {
        outDir: 'dist-server',
        emptyOutDir: true,
        sourcemap: false,
        copyPublicDir: false,
        rolldownOptions: {
          output: { format: 'cjs', entryFileNames: '[name].cjs', codeSplitting: false },
        },
      }
    : {
        outDir: 'dist',
        emptyOutDir: true,
        sourcemap: false,
        manifest: true,
        rolldownOptions: {
          output: {
            postBanner: (chunk) => (chunk.name === 'calendar' ? '//# allFunctionsCalledOnLoad' : ''),
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
}));
