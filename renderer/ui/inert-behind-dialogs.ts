import { Classes } from '@blueprintjs/core';

// While a modal dialog is open, the app behind it is inert: no screen reader's browse mode, no
// search in the page and no tap reaches what the backdrop covers, as the WAI-ARIA dialog pattern
// asks. Blueprint marks the dialog aria-modal, which not every screen reader honours, and leaves
// the page behind as it is. Dialogs are portalled into <body>, outside the app's root, so an inert
// root leaves them working. The root stops being inert as soon as its dialog starts to close, before
// Blueprint hands the focus back to the control that opened it (an inert control cannot take focus).

const OPEN_MODAL = `.${Classes.OVERLAY_OPEN} [aria-modal="true"]`;

/** Keeps `app` inert whenever a modal dialog is open, from now on. */
export function keepAppInertBehindDialogs(app: HTMLElement): void {
  const update = () => {
    const covered = document.querySelector(OPEN_MODAL) !== null;
    if (app.inert !== covered) app.inert = covered;
  };
  // Dialogs open and close inside their portals, which come and go as children of <body>; the app's
  // own changes, by far the most, are not watched.
  const portals = new MutationObserver(update);
  const watchPortals = () => {
    for (const child of document.body.children) {
      if (child !== app) portals.observe(child, { childList: true, subtree: true, attributes: true, attributeFilter: ['class'] });
    }
    update();
  };
  new MutationObserver(watchPortals).observe(document.body, { childList: true });
  watchPortals();
}
