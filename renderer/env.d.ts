/// <reference types="vite/client" />
/// <reference types="vite-plugin-pwa/vanillajs" />

interface ImportMetaEnv {
  /** Set by vite.config.ts for each build: tells a build's stored snapshots from another's. */
  readonly FARM_HAND_BUILD?: string;
}
