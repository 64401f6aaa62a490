import { Classes } from '@blueprintjs/core';
import { useDeviceSettings } from './device-settings';

// Dark Mode themes the whole app: Blueprint's dark class on <body> reaches every screen and every
// overlay (dialogs, toasts and popovers are portalled into <body>), and the app's own colours are
// CSS variables that theme.css redefines under the same class.

function apply(dark: boolean): void {
  document.body.classList.toggle(Classes.DARK, dark);
  // Native controls and scrollbars follow too.
  document.documentElement.style.colorScheme = dark ? 'dark' : 'light';
}

/** Applies this device's Dark Mode now (before the first paint, so no white flash) and on every change. */
export function followDarkMode(): void {
  apply(useDeviceSettings.getState().settings.darkMode);
  useDeviceSettings.subscribe((state, previous) => {
    if (state.settings.darkMode !== previous.settings.darkMode) apply(state.settings.darkMode);
  });
}
