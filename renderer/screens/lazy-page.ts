import { createElement, lazy, useState, type ComponentType, type ReactElement } from 'react';

/** A screen's page, loaded on demand as its own chunk, which start-up can also load ahead. */
export interface LazyPage {
  (): ReactElement;
  /** Loads the page's chunk; once it is in, the page draws at once, with no loading state. */
  preload(): Promise<unknown>;
}

export function lazyPage(load: () => Promise<{ default: ComponentType }>): LazyPage {
  let loaded: ComponentType | undefined;
  const preload = () =>
    load().then((module) => {
      loaded = module.default;
      return module;
    });
  const Lazy = lazy(preload);
  function Page() {
    // Chosen once per mount: switching from the lazy wrapper to the loaded page on a later render
    // would remount the screen and lose its state.
    const [Component] = useState<ComponentType>(() => loaded ?? Lazy);
    return createElement(Component);
  }
  Page.preload = preload;
  return Page;
}
