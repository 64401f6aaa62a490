import { toast, type ToastInput } from './toast';

// A toast that should greet the next page load: sign-up reloads at once, which would
// otherwise wipe "Account created!" before anyone could read it. Kept in sessionStorage, one tab only.
const KEY = 'farmHand.pendingToast';

export function toastAfterReload(input: ToastInput): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify(input));
  } catch {
    // Without session storage the toast is simply skipped.
  }
}

/** Shows a toast left by the previous page load. */
export function showPendingToast(): void {
  let raw: string | null;
  try {
    raw = sessionStorage.getItem(KEY);
    sessionStorage.removeItem(KEY);
  } catch {
    return;
  }
  if (!raw) return;
  try {
    const input = JSON.parse(raw) as ToastInput;
    if (typeof input.title === 'string') toast(input);
  } catch {
    // A damaged entry is dropped.
  }
}
