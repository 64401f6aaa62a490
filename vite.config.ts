import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { blueprintForFarmHand } from './scripts/build/blueprint';
import { precompress } from './scripts/build/precompress';

const root = path.join(import.meta.dirname, 'renderer');
const THEME_GREEN = '#24502c';

// The renderer is one Vite app under renderer/; `npm start` serves dist/renderer with an SPA
// fallback, and `npm run dev` proxies /api to that server so the dev build talks to real data.
export default defineConfig({
  root,
  // Each build's own tag: records a device kept from an older build, perhaps of another shape, are
  // not shown by this one.
  define: { 'import.meta.env.FARM_HAND_BUILD': JSON.stringify(Date.now().toString(36)) },
  publicDir: path.join(root, 'public'),
  plugins: [
    blueprintForFarmHand(),
    react(),
    VitePWA({
      // The server's CSP forbids inline scripts, so main.tsx registers the worker from the bundle.
      injectRegister: false,
      registerType: 'autoUpdate',
      manifestFilename: 'manifest.json',
      // The icons the page links to; the manifest's icons are added by the plugin. Not
      // generated-icon.png: the install diagnostics ask the server for it afresh each time.
      includeAssets: ['favicon.svg', 'favicon-32.png', 'apple-touch-icon.png'],
      manifest: {
        name: 'Farm Hand',
        short_name: 'Farm Hand',
        description: 'Cattle and ranch management: herd, breeding, pastures, genetics and feed.',
        id: '/',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        orientation: 'any',
        background_color: '#f5f1e8',
        theme_color: THEME_GREEN,
        categories: ['productivity', 'business'],
        icons: [
          { src: '/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          { src: '/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      workbox: {
        // The app itself, every file of it a screen or a dialog can load (each lazy chunk and its
        // CSS: renderer/precache.test.ts checks the built manifest), so every one opens offline.
        // Farm data is not here: the device keeps what the screens last loaded in IndexedDB
        // (renderer/api/last-loaded.ts). The top folder's images are the icons listed above.
        globPatterns: ['index.html', 'assets/**/*.{js,css,png,svg,woff2}'],
        // Blueprint's every-icon path tables load only for icons named by string, which Farm Hand
        // never does (icons are components): 600 KB the phone need not download.
        globIgnores: ['**/paths-*.js', '**/allPaths*.js', '**/splitPathsBySizeLoader*.js'],
        navigateFallback: '/index.html',
        navigateFallbackDenylist: [/^\/api(\/|$)/],
        runtimeCaching: [],
        cleanupOutdatedCaches: true,
        clientsClaim: true,
        skipWaiting: true,
      },
    }),
    precompress(),
  ],
  build: {
    outDir: path.join(import.meta.dirname, 'dist', 'renderer'),
    emptyOutDir: true,
    sourcemap: true,
    chunkSizeWarningLimit: 700,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [{ name: 'start', tags: ['$initial'] }],
        },
      },
    },
  },
  server: {
    proxy: {
      '/api': { target: 'http://localhost:3000', changeOrigin: false },
    },
  },
  preview: {
    proxy: {
      '/api': { target: 'http://localhost:3000', changeOrigin: false },
    },
  },
});
