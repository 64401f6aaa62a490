import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

const root = path.join(import.meta.dirname, 'renderer');
const THEME_GREEN = '#24502c';

// Blueprint's stylesheet spells its blue "primary" out as literal colours in ~150 places (checkboxes,
// tabs, focus rings, links). Farm Hand's primary is pasture green: swap the blue scale for a green
// one of the same lightness steps as the CSS is loaded, rather than chase each selector by hand.
const BLUEPRINT_BLUE_TO_GREEN: [RegExp, string][] = [
  [/#184a90/gi, '#1f4a28'],
  [/#215db0/gi, '#24502c'],
  [/#2d72d2/gi, '#2f6b3a'],
  [/#4c90f0/gi, '#4f9457'],
  [/#8abbff/gi, '#8cc795'],
  [/rgba\(33, 93, 176,/g, 'rgba(36, 80, 44,'],
  [/rgba\(45, 114, 210,/g, 'rgba(47, 107, 58,'],
  [/rgba\(138, 187, 255,/g, 'rgba(140, 199, 149,'],
];

function blueprintInGreen(): Plugin {
  return {
    name: 'farm-hand:blueprint-in-green',
    enforce: 'pre',
    transform(code, id) {
      if (!/@blueprintjs[\\/]core[\\/].*blueprint\.css$/.test(id)) return null;
      return BLUEPRINT_BLUE_TO_GREEN.reduce((css, [blue, green]) => css.replace(blue, green), code);
    },
  };
}

// The renderer is one Vite app under renderer/; `npm start` serves dist/renderer with an SPA
// fallback, and `npm run dev` proxies /api to that server so the dev build talks to real data.
export default defineConfig({
  root,
  // Each build's own tag: records a device kept from an older build, perhaps of another shape, are
  // not shown by this one.
  define: { 'import.meta.env.FARM_HAND_BUILD': JSON.stringify(Date.now().toString(36)) },
  publicDir: path.join(root, 'public'),
  plugins: [
    blueprintInGreen(),
    react(),
    VitePWA({
      // The server's CSP forbids inline scripts, so main.tsx registers the worker from the bundle.
      injectRegister: false,
      registerType: 'autoUpdate',
      manifestFilename: 'manifest.json',
      includeAssets: ['favicon.svg', 'favicon-32.png', 'apple-touch-icon.png', 'generated-icon.png'],
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
        // The app shell only: farm data always comes fresh from the server, never from a cache.
        globPatterns: ['**/*.{js,css,html,png,svg,woff2}'],
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
  ],
  build: {
    outDir: path.join(import.meta.dirname, 'dist', 'renderer'),
    emptyOutDir: true,
    sourcemap: true,
    chunkSizeWarningLimit: 700,
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
