import { checkManifest } from './manifest-check';
import { runsInstalled } from './install-platform';

export interface DiagnosticLine {
  label: string;
  ok: boolean;
  detail: string;
}

async function manifestLine(): Promise<DiagnosticLine> {
  const label = 'App manifest';
  try {
    const response = await fetch('/manifest.json', { cache: 'no-store' });
    if (!response.ok) return { label, ok: false, detail: `Not found (HTTP ${response.status}).` };
    const check = checkManifest(await response.json());
    if (check.problems.length > 0) return { label, ok: false, detail: check.problems.join(' ') };
    return { label, ok: true, detail: `${check.name}, opens ${check.display} at ${check.startUrl}, icons ${check.iconSizes.join(', ')}.` };
  } catch {
    return { label, ok: false, detail: 'Could not be read: the server did not answer.' };
  }
}

async function iconLine(): Promise<DiagnosticLine> {
  const label = 'App icon';
  const image = new Image();
  image.src = `/generated-icon.png?check=${Date.now()}`;
  try {
    await image.decode();
    return { label, ok: true, detail: `Loads, ${image.naturalWidth}×${image.naturalHeight} pixels.` };
  } catch {
    return { label, ok: false, detail: 'Does not load.' };
  }
}

async function workerLine(): Promise<DiagnosticLine> {
  const label = 'Offline support';
  if (!('serviceWorker' in navigator)) return { label, ok: false, detail: 'This browser has no service workers.' };
  const registration = await navigator.serviceWorker.getRegistration();
  if (!registration) return { label, ok: false, detail: 'The service worker is not registered yet: reload once.' };
  return navigator.serviceWorker.controller
    ? { label, ok: true, detail: 'The service worker keeps the app ready to open without signal.' }
    : { label, ok: false, detail: 'The service worker is registered; it takes over at the next start.' };
}

function secureLine(): DiagnosticLine {
  const label = 'Secure connection';
  return window.isSecureContext
    ? { label, ok: true, detail: `${location.protocol === 'https:' ? 'HTTPS' : 'This computer (localhost)'}: installing and offline use are allowed.` }
    : { label, ok: false, detail: 'Plain HTTP: a phone can use the app, but installs it and works offline only over HTTPS.' };
}

function displayLine(): DiagnosticLine {
  const installed = runsInstalled();
  return { label: 'Opened as', ok: true, detail: installed ? 'An installed app.' : 'A page in the browser.' };
}

/**
 * Why Farm Hand can or cannot be installed here. The manifest and the icon are fetched as static
 * files, not farm data, so they bypass the API client (and privacy mode has nothing to hide in them).
 */
export async function runPwaDiagnostics(): Promise<DiagnosticLine[]> {
  const [manifest, icon, worker] = await Promise.all([manifestLine(), iconLine(), workerLine()]);
  return [manifest, icon, worker, secureLine(), displayLine()];
}
