export interface ServerBundle {
  /** The output's name: `<name>.mjs`. */
  name: string;
  entry: string;
  outDir: string;
  emptyOutDir?: boolean;
}

/** Bundles a program of the server's (its entry, or a test's) with the migrations beside it: the path of the `.mjs` to run. */
export function bundleServer(bundle: ServerBundle): Promise<string>;
