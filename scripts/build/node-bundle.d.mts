import type { Plugin } from 'vite';

export interface NodeBundle {
  /** The output's name: `<name>.cjs` or `<name>.mjs`. */
  name: string;
  entry: string;
  outDir: string;
  format: 'cjs' | 'esm';
  emptyOutDir?: boolean;
  sourcemap?: boolean;
  /** Packages left to be required at run time (native addons, Electron). */
  external?: string[];
  plugins?: Plugin[];
}

/** Bundles one Node program with Vite's SSR build, everything inlined but `external`. */
export function bundleForNode(bundle: NodeBundle): Promise<void>;
